import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import L from 'leaflet';
import type { EngineProps, MapBounds, MapPolygon } from '../types';
import { toLeaflet } from './convert';

const FIT_PADDING: L.PointExpression = [24, 24];

interface ShapesOptions {
  ready: boolean;
  mapRef: RefObject<L.Map | null>;
  rendererRef: RefObject<L.Renderer | null>;
  propsRef: RefObject<EngineProps>;
  polygons: MapPolygon[] | undefined;
  fitBounds: MapBounds | null | undefined;
}

interface PolygonEntry {
  layer: L.Polygon;
  polygon: MapPolygon;
}

/**
 * The additive multi-polygon layer (`polygons`, diffed by id and drawn on the markers'
 * canvas so hundreds stay cheap), `fitBounds` (fits whenever the value changes) and
 * `onViewChange` (after every move or zoom, and once at start).
 */
export function useLeafletShapes({
  ready,
  mapRef,
  rendererRef,
  propsRef,
  polygons,
  fitBounds,
}: ShapesOptions): void {
  const entries = useRef(new Map<string, PolygonEntry>());
  const group = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    const map = mapRef.current;
    const renderer = rendererRef.current;
    if (!ready || !map || !renderer) return;
    if (!group.current) {
      group.current = L.layerGroup().addTo(map);
      entries.current.clear();
    }
    const layers = group.current;
    const wanted = new Set<string>();
    for (const polygon of polygons ?? []) {
      if (polygon.points.length < 3) continue;
      wanted.add(polygon.id);
      const existing = entries.current.get(polygon.id);
      if (existing && existing.polygon === polygon) continue;
      if (existing) layers.removeLayer(existing.layer);
      const layer = L.polygon(polygon.points.map(toLeaflet), {
        renderer,
        interactive: false,
        color: polygon.color,
        weight: 2,
        fillColor: polygon.color,
        fillOpacity: 0.15,
      });
      layers.addLayer(layer);
      entries.current.set(polygon.id, { layer, polygon });
    }
    for (const [id, entry] of entries.current) {
      if (!wanted.has(id)) {
        layers.removeLayer(entry.layer);
        entries.current.delete(id);
      }
    }
  }, [ready, mapRef, rendererRef, polygons]);

  // The engine's teardown removes the map and its layers: start afresh with the next one.
  useEffect(() => {
    if (!ready) return;
    const polygonEntries = entries.current;
    return () => {
      group.current = null;
      polygonEntries.clear();
    };
  }, [ready]);

  const fitKey = fitBounds
    ? `${fitBounds.south},${fitBounds.west},${fitBounds.north},${fitBounds.east}`
    : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !fitKey) return;
    const [south, west, north, east] = fitKey.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const fitToShapes = () => {
      const size = map.getSize();
      if (size.x <= 0 || size.y <= 0) return false;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: FIT_PADDING, maxZoom: 17, animate: false },
      );
      return true;
    };
    if (fitToShapes()) return;
    const onResize = () => {
      if (fitToShapes()) map.off('gk:resize', onResize);
    };
    map.on('gk:resize', onResize);
    return () => {
      map.off('gk:resize', onResize);
    };
  }, [ready, mapRef, fitKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const report = () => {
      const onViewChange = propsRef.current.onViewChange;
      if (!onViewChange) return;
      const bounds = map.getBounds();
      onViewChange({
        zoom: map.getZoom(),
        bounds: {
          south: bounds.getSouth(),
          west: bounds.getWest(),
          north: bounds.getNorth(),
          east: bounds.getEast(),
        },
      });
    };
    report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [ready, mapRef, propsRef]);
}
