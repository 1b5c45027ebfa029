/* eslint-disable i18next/no-literal-string -- a test double of the map: its texts are test handles, never shown to users */
import { useEffect, useState } from 'react';
import type { LatLng } from '@grovekeeper/shared';
import type { MapViewProps } from '@grovekeeper/shared/maps';

/** Points relative to SQUARE (render.tsx): two inside, one well outside. */
export const INSIDE: LatLng = { lat: 37.052, lng: 22.003 };
export const INSIDE_OTHER: LatLng = { lat: 37.058, lng: 22.008 };
export const OUTSIDE: LatLng = { lat: 37.2, lng: 22.3 };

export const DEFAULT_MAP_HEIGHT = 500;

const text = (point: LatLng | null | undefined) => (point ? `${point.lat},${point.lng}` : 'none');

/**
 * Stands in for the map kit (Leaflet needs a real browser) and behaves like its engines:
 * a dragged marker stays where it was dropped until the `pin` prop changes. Buttons turn
 * "click the map" and "drag the marker" into something a test can press.
 */
export function MapView({
  boundary,
  pin,
  onMapClick,
  ariaLabel,
  zoom,
  height,
  center,
}: MapViewProps) {
  const lat = pin?.position?.lat;
  const lng = pin?.position?.lng;
  const [shown, setShown] = useState<LatLng | null>(pin?.position ?? null);
  useEffect(() => {
    setShown(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [lat, lng]);

  const drag = (to: LatLng) => {
    setShown(to);
    pin?.onChange?.(to);
  };

  return (
    <div
      role="region"
      aria-label={ariaLabel}
      data-testid="map"
      data-zoom={zoom}
      data-height={height}
      data-center={text(center)}
    >
      <p data-testid="map-boundary">{boundary?.length ?? 0} boundary points</p>
      <p data-testid="map-pin">{text(shown)}</p>
      <button type="button" onClick={() => onMapClick?.(INSIDE)}>
        Click inside boundary
      </button>
      <button type="button" onClick={() => onMapClick?.(OUTSIDE)}>
        Click outside boundary
      </button>
      {pin?.onChange && shown && (
        <>
          <button type="button" onClick={() => drag(INSIDE_OTHER)}>
            Drag marker inside
          </button>
          <button type="button" onClick={() => drag(OUTSIDE)}>
            Drag marker outside
          </button>
        </>
      )}
    </div>
  );
}

export const pinText = text;
