import { useEffect } from 'react';
import type { RefObject } from 'react';
import L from 'leaflet';
import { MARKER_COUNT_ATTRIBUTE } from '../engine';
import { appendVertex } from '../polygon-editing';
import type { EngineProps, MapMarker } from '../types';
import { toLatLng, toLeaflet } from './convert';
import { treeMarkerIcon } from './leaflet-icons';

const DEFAULT_MARKER_COLOR = '#43a047';

export interface MarkerEntry {
  layer: L.CircleMarker | L.Marker;
  draggable: boolean;
  marker: MapMarker;
}

interface MarkerLayersOptions {
  ready: boolean;
  mapRef: RefObject<L.Map | null>;
  rendererRef: RefObject<L.Renderer | null>;
  propsRef: RefObject<EngineProps>;
  /** Owned by the engine, which resets them when it tears the map down. */
  markerGroup: RefObject<L.LayerGroup | null>;
  markerLayers: RefObject<Map<string, MarkerEntry>>;
  markers: MapMarker[] | undefined;
  draggableMarkers: boolean | undefined;
}

/**
 * Keeps Leaflet's tree markers in step with the `markers` prop, diffed by id so a
 * re-render after one drag does not rebuild 10,000 layers. Fixed markers are canvas
 * circle markers (smooth in the thousands); draggable ones are DOM markers.
 */
export function useLeafletMarkers({
  ready,
  mapRef,
  rendererRef,
  propsRef,
  markerGroup,
  markerLayers,
  markers,
  draggableMarkers,
}: MarkerLayersOptions): void {
  useEffect(() => {
    const map = mapRef.current;
    const renderer = rendererRef.current;
    if (!ready || !map || !renderer) return;
    markerGroup.current ??= L.layerGroup().addTo(map);
    const group = markerGroup.current;
    const entries = markerLayers.current;
    const wanted = new Set<string>();
    const draggable = Boolean(draggableMarkers);

    for (const marker of markers ?? []) {
      wanted.add(marker.id);
      const color = marker.color ?? DEFAULT_MARKER_COLOR;
      const existing = entries.get(marker.id);
      if (existing && existing.draggable === draggable) {
        const before = existing.marker;
        if (
          before.position.lat !== marker.position.lat ||
          before.position.lng !== marker.position.lng
        ) {
          existing.layer.setLatLng(toLeaflet(marker.position));
        }
        if (before.color !== marker.color) {
          if (existing.layer instanceof L.CircleMarker)
            existing.layer.setStyle({ fillColor: color });
          else existing.layer.setIcon(treeMarkerIcon(color));
        }
        if (before.label !== marker.label) {
          existing.layer.unbindTooltip();
          if (marker.label) existing.layer.bindTooltip(marker.label);
        }
        existing.marker = marker;
        continue;
      }
      if (existing) group.removeLayer(existing.layer);

      const id = marker.id;
      let layer: L.CircleMarker | L.Marker;
      if (draggable) {
        layer = L.marker(toLeaflet(marker.position), {
          icon: treeMarkerIcon(color),
          draggable: true,
          keyboard: true,
          title: marker.label ?? '',
          bubblingMouseEvents: false,
        });
        layer.on('dragend', (event) => {
          const target = event.target as L.Marker;
          propsRef.current.onMarkerDragEnd?.(id, toLatLng(target.getLatLng()));
        });
      } else {
        layer = L.circleMarker(toLeaflet(marker.position), {
          renderer,
          radius: 6,
          color: '#ffffff',
          weight: 1.5,
          fillColor: color,
          fillOpacity: 0.95,
          bubblingMouseEvents: false,
        });
        if (marker.label) layer.bindTooltip(marker.label);
      }
      layer.on('click', (event: L.LeafletMouseEvent) => {
        L.DomEvent.stopPropagation(event);
        const current = propsRef.current;
        const editable = current.editablePolygon;
        // While drawing, a click that lands on a tree is still a boundary vertex.
        if (editable?.drawing) {
          editable.onChange(appendVertex(editable.points, toLatLng(event.latlng)));
          return;
        }
        current.onMarkerClick?.(id);
      });
      group.addLayer(layer);
      entries.set(id, { layer, draggable, marker });
    }
    for (const [id, entry] of entries) {
      if (!wanted.has(id)) {
        group.removeLayer(entry.layer);
        entries.delete(id);
      }
    }
    // Canvas markers leave nothing in the DOM: the container says how many the layer holds.
    map.getContainer().setAttribute(MARKER_COUNT_ATTRIBUTE, String(group.getLayers().length));
  }, [ready, mapRef, rendererRef, propsRef, markerGroup, markerLayers, markers, draggableMarkers]);
}
