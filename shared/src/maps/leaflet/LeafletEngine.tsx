import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-engine.css';
import { boundsOf, i18n, peekRuntimeConfig } from '@grovekeeper/shared';
import { tileLayerConfig } from '../engine';
import { MapInitError } from '../MapInitError';
import { processPolygon, reportMapInitFailure } from '../map-failures';
import { appendVertex, moveVertex, removeVertex, vertexLabel } from '../polygon-editing';
import type { EngineProps } from '../types';
import { toLatLng, toLeaflet } from './convert';
import { useLeafletMarkers } from './useLeafletMarkers';
import { useLeafletShapes } from './useLeafletShapes';
import type { MarkerEntry } from './useLeafletMarkers';
import { BLANK_TILE, fixLeafletDefaultIcon, pinIcon, vertexIcon } from './leaflet-icons';

const FIT_PADDING: L.PointExpression = [24, 24];
/**
 * The boundary and the editable polygon: one shape each, so SVG (in the DOM, where it can
 * be inspected) costs nothing; only markers, which can be thousands, need the canvas. The
 * pane sits under the overlay pane (markers draw over the boundary) and lets every pointer
 * event through to the canvas markers and the map below.
 */
const BOUNDARY_PANE = 'boundaryPane';
const BOUNDARY_PANE_Z_INDEX = '350';

/**
 * Canvas is what keeps 10,000 markers smooth; jsdom has no canvas (getContext logs and
 * answers null), so there the vector layers fall back to SVG, which jsdom does implement.
 */
function canvasUsable(): boolean {
  if (/jsdom/i.test(navigator.userAgent)) return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * The open engine: a thin React wrapper around Leaflet. The map is created once in an
 * effect; every kind of layer lives in a ref and its own effect keeps it in step with the
 * props; callbacks are read through a ref so Leaflet handlers never go stale.
 */
export default function LeafletEngine(props: EngineProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const rendererRef = useRef<L.Renderer | null>(null);
  const polygonRendererRef = useRef<L.Renderer | null>(null);
  const propsRef = useRef(props);
  // Layers, all on the current map; the map's own remove() tears them down.
  const boundaryLayer = useRef<L.Polygon | null>(null);
  const fitted = useRef(false);
  const markerLayers = useRef(new Map<string, MarkerEntry>());
  const markerGroup = useRef<L.LayerGroup | null>(null);
  const editLayer = useRef<L.Polygon | null>(null);
  const vertexGroup = useRef<L.LayerGroup | null>(null);
  const pinLayer = useRef<L.Marker | null>(null);
  const lastView = useRef<string | null>(null);
  const [ready, setReady] = useState(false);
  const [initError, setInitError] = useState(false);

  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // Create the map once; Retry in MapView remounts the engine.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let map: L.Map;
    try {
      fixLeafletDefaultIcon();
      const canvas = canvasUsable();
      const { center, zoom } = propsRef.current;
      map = L.map(element, {
        center: toLeaflet(center),
        zoom,
        preferCanvas: canvas,
        zoomControl: false,
        attributionControl: true,
        maxZoom: 20,
      });
      // Leaflet's own zoom control, its buttons named in the product's language.
      L.control
        .zoom({ zoomInTitle: i18n.t('maps.zoomIn'), zoomOutTitle: i18n.t('maps.zoomOut') })
        .addTo(map);
      rendererRef.current = canvas ? L.canvas({ padding: 0.5 }) : L.svg();
      const pane = map.createPane(BOUNDARY_PANE);
      pane.style.zIndex = BOUNDARY_PANE_Z_INDEX;
      pane.style.pointerEvents = 'none';
      polygonRendererRef.current = L.svg({ pane: BOUNDARY_PANE, padding: 0.5 });
    } catch (error) {
      reportMapInitFailure(error);
      setInitError(true);
      return;
    }
    mapRef.current = map;

    map.on('click', (event: L.LeafletMouseEvent) => {
      const current = propsRef.current;
      const position = toLatLng(event.latlng);
      const editable = current.editablePolygon;
      if (editable?.drawing) editable.onChange(appendVertex(editable.points, position));
      current.onMapClick?.(position);
    });

    // A map mounted in a hidden tab has no size; re-measure when the container changes.
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => {
        map.invalidateSize();
        map.fire('gk:resize');
      });
      observer.observe(element);
    }
    setReady(true);
    propsRef.current.onReady?.();

    const markerEntries = markerLayers.current;
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      rendererRef.current = null;
      polygonRendererRef.current = null;
      // Strict Mode mounts twice: the next map starts with no layers.
      boundaryLayer.current = null;
      fitted.current = false;
      markerEntries.clear();
      markerGroup.current = null;
      editLayer.current = null;
      vertexGroup.current = null;
      pinLayer.current = null;
      lastView.current = null;
    };
  }, []);

  // Imagery. Offline, tiles fail quietly and the map stays grey.
  const tiles = tileLayerConfig(peekRuntimeConfig());
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const layer = L.tileLayer(tiles.url, {
      attribution: tiles.attribution,
      maxZoom: 20,
      errorTileUrl: BLANK_TILE,
      crossOrigin: true,
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [ready, tiles.url, tiles.attribution]);

  // Explicit centre/zoom changes (e.g. an address search result) move the view; the
  // default centre (the boundary's centroid) is only used when the map is created.
  const { centerProvided, zoom } = props;
  const { lat: centerLat, lng: centerLng } = props.center;
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const key = `${centerLat},${centerLng},${zoom}`;
    if (lastView.current === null) {
      lastView.current = key;
      return;
    }
    if (lastView.current === key) return;
    lastView.current = key;
    if (centerProvided) map.setView([centerLat, centerLng], zoom);
    else map.setZoom(zoom);
  }, [ready, centerProvided, centerLat, centerLng, zoom]);

  // The boundary polygon: not interactive, so clicks inside it are map clicks (Add Tree).
  const { boundary, boundaryColor, fitBoundary } = props;
  useEffect(() => {
    const map = mapRef.current;
    const renderer = polygonRendererRef.current;
    if (!ready || !map || !renderer) return;
    const points = boundary ?? [];
    const dropBoundary = () => {
      boundaryLayer.current?.remove();
      boundaryLayer.current = null;
    };
    if (points.length === 0) {
      dropBoundary();
      return;
    }
    const drawn = processPolygon(() => {
      const latlngs = points.map(toLeaflet);
      if (boundaryLayer.current) {
        boundaryLayer.current.setLatLngs(latlngs);
        boundaryLayer.current.setStyle({ color: boundaryColor });
      } else {
        boundaryLayer.current = L.polygon(latlngs, {
          renderer,
          interactive: false,
          color: boundaryColor,
          weight: 3,
          fillColor: boundaryColor,
          fillOpacity: 0.15,
        }).addTo(map);
      }
    });
    if (!drawn) {
      // Half-updated: take it off the map; the next valid boundary draws afresh.
      dropBoundary();
      return;
    }
    if (fitBoundary && !fitted.current && points.length >= 3) {
      const fitToBoundary = () => {
        const size = map.getSize();
        if (fitted.current || size.x <= 0 || size.y <= 0) return;
        const b = boundsOf(points);
        if (!b) return;
        fitted.current = true;
        processPolygon(() =>
          map.fitBounds(
            [
              [b.south, b.west],
              [b.north, b.east],
            ],
            { padding: FIT_PADDING, maxZoom: 19, animate: false },
          ),
        );
      };
      fitToBoundary();
      // Mounted while hidden (size 0): fit as soon as the container gets a size.
      if (!fitted.current) map.on('gk:resize', fitToBoundary);
      return () => {
        map.off('gk:resize', fitToBoundary);
      };
    }
  }, [ready, boundary, boundaryColor, fitBoundary]);

  // Markers, diffed by id so a re-render after one drag does not rebuild 10,000 layers.
  useLeafletMarkers({
    ready,
    mapRef,
    rendererRef,
    propsRef,
    markerGroup,
    markerLayers,
    markers: props.markers,
    draggableMarkers: props.draggableMarkers,
  });

  // Many read-only outlines, fitting to bounds, and viewport reports.
  useLeafletShapes({
    ready,
    mapRef,
    rendererRef,
    propsRef,
    polygons: props.polygons,
    fitBounds: props.fitBounds,
  });

  // The editable polygon and its vertex handles.
  const editable = props.editablePolygon;
  const editPoints = editable?.points;
  const drawing = Boolean(editable?.drawing);
  useEffect(() => {
    const map = mapRef.current;
    const renderer = polygonRendererRef.current;
    if (!ready || !map || !renderer) return;
    vertexGroup.current ??= L.layerGroup().addTo(map);
    const handles = vertexGroup.current;
    handles.clearLayers();
    const points = editPoints ?? [];
    const dropPolygon = () => {
      editLayer.current?.remove();
      editLayer.current = null;
    };
    if (points.length === 0) {
      dropPolygon();
      return;
    }
    const color = propsRef.current.boundaryColor;
    const drawn = processPolygon(() => {
      const latlngs = points.map(toLeaflet);
      if (editLayer.current) editLayer.current.setLatLngs(latlngs);
      else {
        editLayer.current = L.polygon(latlngs, {
          renderer,
          interactive: false,
          color,
          weight: 3,
          fillColor: color,
          fillOpacity: 0.2,
        }).addTo(map);
      }
    });
    if (!drawn || !editLayer.current) {
      dropPolygon();
      return;
    }
    const polygon = editLayer.current;

    const remove = (index: number) => {
      const current = propsRef.current.editablePolygon;
      if (current) current.onChange(removeVertex(current.points, index));
    };
    points.forEach((point, index) => {
      const handle = L.marker(toLeaflet(point), {
        icon: vertexIcon(),
        draggable: true,
        keyboard: true,
        title: vertexLabel(index),
        bubblingMouseEvents: false,
        zIndexOffset: 1000,
      });
      handle.on('drag', (event) => {
        const live = moveVertex(points, index, toLatLng((event.target as L.Marker).getLatLng()));
        polygon.setLatLngs(live.map(toLeaflet));
      });
      handle.on('dragend', (event) => {
        const current = propsRef.current.editablePolygon;
        if (!current) return;
        current.onChange(
          moveVertex(current.points, index, toLatLng((event.target as L.Marker).getLatLng())),
        );
      });
      // A click on a handle must not also add a vertex underneath it.
      handle.on('click', (event: L.LeafletMouseEvent) => L.DomEvent.stopPropagation(event));
      handle.on('dblclick', (event: L.LeafletMouseEvent) => {
        L.DomEvent.stop(event);
        remove(index);
      });
      handles.addLayer(handle);
      const element = handle.getElement();
      if (element) {
        element.setAttribute('aria-label', vertexLabel(index));
        element.classList.add('gk-vertex');
        element.addEventListener('keydown', (event) => {
          if (event.key === 'Delete' || event.key === 'Backspace') {
            event.preventDefault();
            remove(index);
          }
        });
      }
    });
  }, [ready, editPoints]);

  // Drawing mode: crosshair, and no double-click zoom (two quick clicks are two vertices).
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const element = map.getContainer();
    element.classList.toggle('gk-map-drawing', drawing);
    if (drawing) map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }, [ready, drawing]);

  // The single pin of the tree location picker.
  const pin = props.pin;
  const pinLat = pin?.position?.lat;
  const pinLng = pin?.position?.lng;
  const pinDraggable = Boolean(pin?.onChange);
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    if (pinLat === undefined || pinLng === undefined) {
      pinLayer.current?.remove();
      pinLayer.current = null;
      return;
    }
    if (!pinLayer.current) {
      pinLayer.current = L.marker([pinLat, pinLng], {
        icon: pinIcon(),
        draggable: pinDraggable,
        keyboard: true,
        title: i18n.t('maps.treeLocation'),
        alt: i18n.t('maps.treeLocation'),
        bubblingMouseEvents: false,
        zIndexOffset: 2000,
      }).addTo(map);
      pinLayer.current.on('dragend', (event) => {
        propsRef.current.pin?.onChange?.(toLatLng((event.target as L.Marker).getLatLng()));
      });
    } else {
      pinLayer.current.setLatLng([pinLat, pinLng]);
      if (pinDraggable) pinLayer.current.dragging?.enable();
      else pinLayer.current.dragging?.disable();
    }
  }, [ready, pinLat, pinLng, pinDraggable]);

  if (initError) return <MapInitError onRetry={props.onRetry} />;
  return (
    <div
      ref={containerRef}
      data-engine="leaflet"
      style={{ position: 'absolute', inset: 0, background: '#3a4a3a' }}
    />
  );
}
