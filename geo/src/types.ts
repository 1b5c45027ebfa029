/** A point on the map, WGS84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A point in a plane: local metres (x east, y north), or lng/lat taken as a plane. */
export interface Point {
  x: number;
  y: number;
}
