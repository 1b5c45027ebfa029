/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { EngineProps, MapBounds, MapPolygon } from '../types';

/** Google's side of `polygons`, `fitBounds` and `onViewChange` (see useLeafletShapes). */
export function useGoogleShapes(
  map: google.maps.Map | null,
  propsRef: RefObject<EngineProps>,
  polygons: MapPolygon[] | undefined,
  fitBounds: MapBounds | null | undefined,
  /** Whether `onViewChange` is given: only then is the map listened to. */
  reportsView: boolean,
): void {
  const entries = useRef(
    new globalThis.Map<string, { layer: google.maps.Polygon; polygon: MapPolygon }>(),
  );
  useEffect(() => {
    if (!map) return;
    const wanted = new Set<string>();
    for (const polygon of polygons ?? []) {
      if (polygon.points.length < 3) continue;
      wanted.add(polygon.id);
      const existing = entries.current.get(polygon.id);
      if (existing?.polygon === polygon) continue;
      existing?.layer.setMap(null);
      const layer = new google.maps.Polygon({
        map,
        clickable: false,
        paths: polygon.points,
        strokeColor: polygon.color,
        strokeWeight: 2,
        fillColor: polygon.color,
        fillOpacity: 0.15,
      });
      entries.current.set(polygon.id, { layer, polygon });
    }
    for (const [id, entry] of entries.current) {
      if (wanted.has(id)) continue;
      entry.layer.setMap(null);
      entries.current.delete(id);
    }
  }, [map, polygons]);
  useEffect(() => {
    const all = entries.current;
    return () => {
      for (const entry of all.values()) entry.layer.setMap(null);
      all.clear();
    };
  }, []);

  const fitKey = fitBounds
    ? `${fitBounds.south},${fitBounds.west},${fitBounds.north},${fitBounds.east}`
    : '';
  useEffect(() => {
    if (!map || !fitKey) return;
    const [south, west, north, east] = fitKey.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    map.fitBounds({ south, west, north, east }, 24);
  }, [map, fitKey]);

  useEffect(() => {
    if (!map || !reportsView) return;
    const listener = map.addListener('idle', () => {
      const bounds = map.getBounds();
      const zoom = map.getZoom();
      if (!bounds || zoom === undefined) return;
      const sw = bounds.getSouthWest();
      const ne = bounds.getNorthEast();
      propsRef.current.onViewChange?.({
        zoom,
        bounds: { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() },
      });
    });
    return () => listener.remove();
  }, [map, propsRef, reportsView]);
}
