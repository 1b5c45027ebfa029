/// <reference types="google.maps" />
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { APIProvider, Map, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps';
import type { MapMouseEvent } from '@vis.gl/react-google-maps';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import {
  boundsOf,
  currentLanguage,
  i18n,
  peekRuntimeConfig,
  useTranslation,
} from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { MARKER_COUNT_ATTRIBUTE } from '../engine';
import { processPolygon } from '../map-failures';
import { appendVertex, moveVertex, removeVertex, vertexLabel } from '../polygon-editing';
import type { EngineProps, MapMarker } from '../types';
import { GOOGLE_LOAD_POLL_MS, evaluateGoogleLoad, googleMapsPresent } from './google-load';
import type { GoogleLoadState } from './google-load';
import { useGoogleShapes } from './useGoogleShapes';

const DEFAULT_MARKER_COLOR = '#43a047';

const toLatLng = (p: google.maps.LatLng | null | undefined): LatLng | null =>
  p ? { lat: p.lat(), lng: p.lng() } : null;

function circleSymbol(color: string, scale: number, stroke = '#ffffff'): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale,
    fillColor: color,
    fillOpacity: 0.95,
    strokeColor: stroke,
    strokeWeight: 2,
  };
}

/**
 * The Google engine. Nothing of Google's Drawing Library (removed in 2026): vertices are
 * plain draggable markers, the same transitions as the open engine.
 */
export default function GoogleEngine(props: EngineProps) {
  const apiKey = peekRuntimeConfig()?.googleMapsApiKey ?? '';
  const [scriptFailed, setScriptFailed] = useState(false);
  // Google's own controls speak the language the product spoke when its script loaded.
  const [language] = useState(currentLanguage);
  if (scriptFailed) return <LoadError reason="loadFailed" />;
  return (
    <APIProvider apiKey={apiKey} language={language} onError={() => setScriptFailed(true)}>
      <LoadGate>
        <GoogleMapView {...props} />
      </LoadGate>
    </APIProvider>
  );
}

/** Spec §8's Google load failures (messages.ts holds their English texts). */
function LoadError({ reason }: { reason: 'loadFailed' | 'timeout' | 'notLoaded' }) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="error" sx={{ position: 'absolute', inset: 0, borderRadius: 0 }}>
      {t(`maps.errors.google.${reason}`)}
    </Alert>
  );
}

/** Polls every 100 ms for up to 10 s (spec §7) and shows the loader's errors in place. */
function LoadGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useApiLoadingStatus();
  const statusRef = useRef<string>(status);
  const [state, setState] = useState<GoogleLoadState>('loading');
  useLayoutEffect(() => {
    statusRef.current = status;
  });
  useEffect(() => {
    const started = Date.now();
    const check = () => {
      const next = evaluateGoogleLoad({
        status: statusRef.current,
        mapsPresent: googleMapsPresent(),
        elapsedMs: Date.now() - started,
      });
      setState(next);
      return next !== 'loading';
    };
    if (check()) return;
    const timer = window.setInterval(() => {
      if (check()) window.clearInterval(timer);
    }, GOOGLE_LOAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const failed = status === 'FAILED' || status === 'AUTH_FAILURE' || state === 'failed';
  if (failed) return <LoadError reason="loadFailed" />;
  if (state === 'timeout') return <LoadError reason="timeout" />;
  if (state === 'not-loaded') return <LoadError reason="notLoaded" />;
  // The maps library arrives through the Map component itself, so render it while loading.
  return (
    <>
      {children}
      {state === 'loading' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('maps.loading')} />
        </Box>
      )}
    </>
  );
}

function GoogleMapView(props: EngineProps) {
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  const drawing = Boolean(props.editablePolygon?.drawing);

  const onClick = (event: MapMouseEvent) => {
    const latLng = event.detail.latLng;
    if (!latLng) return;
    const current = propsRef.current;
    const position = { lat: latLng.lat, lng: latLng.lng };
    const editable = current.editablePolygon;
    if (editable?.drawing) editable.onChange(appendVertex(editable.points, position));
    current.onMapClick?.(position);
  };

  return (
    <Map
      defaultCenter={props.center}
      defaultZoom={props.zoom}
      mapTypeId="satellite"
      gestureHandling="greedy"
      clickableIcons={false}
      disableDoubleClickZoom={drawing}
      draggableCursor={drawing ? 'crosshair' : undefined}
      tilt={0}
      maxZoom={21}
      style={{ position: 'absolute', inset: 0 }}
      onClick={onClick}
    >
      <GoogleLayers {...props} propsRef={propsRef} />
    </Map>
  );
}

function GoogleLayers(props: EngineProps & { propsRef: RefObject<EngineProps> }) {
  const map = useMap();
  const { propsRef } = props;

  // vis.gl constructs the map in an effect; a throw there reaches MapErrorBoundary.
  useEffect(() => {
    if (map) propsRef.current.onReady?.();
  }, [map, propsRef]);

  // Explicit centre/zoom changes move the view.
  const { centerProvided, center, zoom } = props;
  const lastView = useRef<string | null>(null);
  useEffect(() => {
    if (!map) return;
    const key = `${center.lat},${center.lng},${zoom}`;
    if (lastView.current === null || lastView.current === key) {
      lastView.current = key;
      return;
    }
    lastView.current = key;
    if (centerProvided) map.panTo(center);
    map.setZoom(zoom);
  }, [map, centerProvided, center, zoom]);

  // Boundary polygon (not clickable: clicks inside it are map clicks).
  const { boundary, boundaryColor, fitBoundary } = props;
  const boundaryLayer = useRef<google.maps.Polygon | null>(null);
  const fitted = useRef(false);
  useEffect(() => {
    if (!map) return;
    const drawn = processPolygon(() => {
      boundaryLayer.current ??= new google.maps.Polygon({ clickable: false, map });
      boundaryLayer.current.setOptions({
        paths: boundary ?? [],
        strokeColor: boundaryColor,
        strokeWeight: 3,
        fillColor: boundaryColor,
        fillOpacity: 0.15,
      });
    });
    if (!drawn) {
      // Half-updated: take it off the map; the next valid boundary draws afresh.
      boundaryLayer.current?.setMap(null);
      boundaryLayer.current = null;
      return;
    }
    if (fitBoundary && !fitted.current && boundary && boundary.length >= 3) {
      const b = boundsOf(boundary);
      if (b) {
        fitted.current = true;
        processPolygon(() => map.fitBounds(b, 24));
      }
    }
  }, [map, boundary, boundaryColor, fitBoundary]);
  useEffect(
    () => () => {
      boundaryLayer.current?.setMap(null);
      boundaryLayer.current = null;
    },
    [],
  );

  // Markers: clustered when not draggable (thousands stay smooth), plain when draggable.
  const { markers, draggableMarkers } = props;
  const entries = useRef(
    new globalThis.Map<
      string,
      { layer: google.maps.Marker; marker: MapMarker; draggable: boolean }
    >(),
  );
  const clusterer = useRef<MarkerClusterer | null>(null);
  useEffect(() => {
    if (!map) return;
    clusterer.current ??= new MarkerClusterer({ map });
    const cluster = clusterer.current;
    const draggable = Boolean(draggableMarkers);
    const wanted = new Set<string>();
    const added: google.maps.Marker[] = [];
    const removed: google.maps.Marker[] = [];
    for (const marker of markers ?? []) {
      wanted.add(marker.id);
      const color = marker.color ?? DEFAULT_MARKER_COLOR;
      const existing = entries.current.get(marker.id);
      if (existing && existing.draggable === draggable) {
        existing.layer.setPosition(marker.position);
        if (existing.marker.color !== marker.color) existing.layer.setIcon(circleSymbol(color, 6));
        if (existing.marker.label !== marker.label) existing.layer.setTitle(marker.label ?? null);
        existing.marker = marker;
        continue;
      }
      if (existing) {
        if (existing.draggable) existing.layer.setMap(null);
        else removed.push(existing.layer);
      }
      const id = marker.id;
      const layer = new google.maps.Marker({
        position: marker.position,
        icon: circleSymbol(color, 6),
        title: marker.label,
        draggable,
        optimized: true,
      });
      layer.addListener('click', (event: google.maps.MapMouseEvent) => {
        const editable = propsRef.current.editablePolygon;
        const position = toLatLng(event.latLng);
        // While drawing, a click that lands on a tree is still a boundary vertex.
        if (editable?.drawing && position) {
          editable.onChange(appendVertex(editable.points, position));
          return;
        }
        propsRef.current.onMarkerClick?.(id);
      });
      layer.addListener('dragend', () => {
        const position = toLatLng(layer.getPosition());
        if (position) propsRef.current.onMarkerDragEnd?.(id, position);
      });
      if (draggable) layer.setMap(map);
      else added.push(layer);
      entries.current.set(id, { layer, marker, draggable });
    }
    for (const [id, entry] of entries.current) {
      if (wanted.has(id)) continue;
      if (entry.draggable) entry.layer.setMap(null);
      else removed.push(entry.layer);
      entries.current.delete(id);
    }
    if (removed.length) cluster.removeMarkers(removed, true);
    if (added.length) cluster.addMarkers(added, true);
    cluster.render();
    map.getDiv().setAttribute(MARKER_COUNT_ATTRIBUTE, String(entries.current.size));
  }, [map, markers, draggableMarkers, propsRef]);
  useEffect(() => {
    const all = entries.current;
    return () => {
      clusterer.current?.clearMarkers();
      clusterer.current?.setMap(null);
      clusterer.current = null;
      for (const entry of all.values()) entry.layer.setMap(null);
      all.clear();
    };
  }, []);

  // Many read-only outlines, fitting to bounds, and viewport reports.
  useGoogleShapes(map, propsRef, props.polygons, props.fitBounds, Boolean(props.onViewChange));

  // Editable polygon with draggable vertex handles; double-click removes a vertex.
  const editPoints = props.editablePolygon?.points;
  const editLayer = useRef<google.maps.Polygon | null>(null);
  const handles = useRef<google.maps.Marker[]>([]);
  useEffect(() => {
    if (!map) return;
    for (const handle of handles.current) handle.setMap(null);
    handles.current = [];
    const points = editPoints ?? [];
    const color = propsRef.current.boundaryColor;
    const drawn = processPolygon(() => {
      editLayer.current ??= new google.maps.Polygon({ clickable: false, map });
      editLayer.current.setOptions({
        paths: points,
        strokeColor: color,
        strokeWeight: 3,
        fillColor: color,
        fillOpacity: 0.2,
      });
    });
    if (!drawn || !editLayer.current) {
      editLayer.current?.setMap(null);
      editLayer.current = null;
      return;
    }
    const polygon = editLayer.current;
    handles.current = points.map((point, index) => {
      const handle = new google.maps.Marker({
        map,
        position: point,
        draggable: true,
        title: vertexLabel(index),
        icon: circleSymbol('#ffffff', 7, '#ff9800'),
        zIndex: 1000,
      });
      handle.addListener('drag', () => {
        const position = toLatLng(handle.getPosition());
        if (position) polygon.setPath(moveVertex(points, index, position));
      });
      handle.addListener('dragend', () => {
        const position = toLatLng(handle.getPosition());
        const current = propsRef.current.editablePolygon;
        if (position && current) current.onChange(moveVertex(current.points, index, position));
      });
      handle.addListener('dblclick', () => {
        const current = propsRef.current.editablePolygon;
        if (current) current.onChange(removeVertex(current.points, index));
      });
      return handle;
    });
  }, [map, editPoints, propsRef]);
  useEffect(
    () => () => {
      for (const handle of handles.current) handle.setMap(null);
      handles.current = [];
      editLayer.current?.setMap(null);
      editLayer.current = null;
    },
    [],
  );

  // The single pin.
  const pin = props.pin;
  const pinLat = pin?.position?.lat;
  const pinLng = pin?.position?.lng;
  const pinDraggable = Boolean(pin?.onChange);
  const pinLayer = useRef<google.maps.Marker | null>(null);
  useEffect(() => {
    if (!map) return;
    if (pinLat === undefined || pinLng === undefined) {
      pinLayer.current?.setMap(null);
      pinLayer.current = null;
      return;
    }
    if (!pinLayer.current) {
      const marker = new google.maps.Marker({
        map,
        title: i18n.t('maps.treeLocation'),
        zIndex: 2000,
      });
      marker.addListener('dragend', () => {
        const position = toLatLng(marker.getPosition());
        if (position) propsRef.current.pin?.onChange?.(position);
      });
      pinLayer.current = marker;
    }
    pinLayer.current.setPosition({ lat: pinLat, lng: pinLng });
    pinLayer.current.setDraggable(pinDraggable);
  }, [map, pinLat, pinLng, pinDraggable, propsRef]);
  useEffect(
    () => () => {
      pinLayer.current?.setMap(null);
      pinLayer.current = null;
    },
    [],
  );

  return null;
}
