import type { ReactNode } from 'react';
import type { LatLng } from '@grovekeeper/shared';

export interface MapMarker {
  id: string;
  position: LatLng;
  label?: string;
  /** Any CSS colour. */
  color?: string;
}

/** A read-only outline (e.g. one estate among many); drawn on the markers' canvas. */
export interface MapPolygon {
  id: string;
  points: LatLng[];
  /** Any CSS colour (outline and a light fill). */
  color: string;
}

/** A latitude/longitude box; what `fitBounds` takes and `onViewChange` reports. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Where the map is looking, after each move or zoom (and once when it is ready). */
export interface MapViewport {
  zoom: number;
  bounds: MapBounds;
}

export interface EditablePolygon {
  points: LatLng[];
  /** While true, each map click appends a vertex. Vertices are draggable either way. */
  drawing: boolean;
  onChange: (points: LatLng[]) => void;
}

export interface MapPin {
  position: LatLng | null;
  /** Given: the pin is draggable and reports its new position on drag end. */
  onChange?: (position: LatLng) => void;
}

export interface MapViewProps {
  /** Default: centroid of `boundary` if given, else DEFAULT_MAP_CENTER. */
  center?: LatLng;
  /** Default ZOOM_ESTATE. */
  zoom?: number;
  /** Default 500 (px). */
  height?: number | string;
  /** Polygon shown (closed automatically). */
  boundary?: LatLng[];
  /** Fit the view to the boundary the first time it has ≥ 3 points (default true then). */
  fitBoundary?: boolean;
  /**
   * Can be thousands. Leaflet draws non-draggable markers on one canvas; Google clusters
   * them with MarkerClusterer.
   */
  markers?: MapMarker[];
  /**
   * Markers become draggable DOM markers (Leaflet) / unclustered markers (Google): only
   * sensible below ~2,000 markers.
   */
  draggableMarkers?: boolean;
  onMarkerDragEnd?: (id: string, position: LatLng) => void;
  onMarkerClick?: (id: string) => void;
  onMapClick?: (position: LatLng) => void;
  /** Called once the map has been constructed (again after a Retry). */
  onReady?: () => void;
  /**
   * Polygon drawing/editing: when `drawing` is true each map click appends a vertex;
   * vertices are draggable handles (onChange on drag end); double-clicking a vertex, or
   * pressing Delete/Backspace while it has focus, removes it.
   */
  editablePolygon?: EditablePolygon;
  /** A single draggable pin, used by the tree location picker. */
  pin?: MapPin;
  /** Small overlay content shown on the map (top-left), e.g. the picker's info window. */
  overlay?: ReactNode;
  /** Accessible name of the map region. Default 'Map'. */
  ariaLabel?: string;
  /** data-testid on the map container. Default 'map'. */
  testId?: string;
  /** Added: colour of the boundary / editable polygon outline. Default '#ffeb3b'. */
  boundaryColor?: string;
  /** Many read-only outlines, diffed by id (canvas on Leaflet); not clickable. */
  polygons?: MapPolygon[];
  /** The view fits these bounds whenever their value changes (null or absent: no fitting). */
  fitBounds?: MapBounds | null;
  /** Called after each move or zoom ends, and once when the map is ready. */
  onViewChange?: (viewport: MapViewport) => void;
}

/** What an engine receives: MapViewProps with defaults resolved. */
export interface EngineProps extends Omit<MapViewProps, 'center' | 'zoom' | 'overlay'> {
  center: LatLng;
  zoom: number;
  /** Whether `center` came from the props (then later changes move the view). */
  centerProvided: boolean;
  fitBoundary: boolean;
  boundaryColor: string;
  /** Remounts the engine (the Retry button of the init error). */
  onRetry: () => void;
}

export type MapEngineName = 'google' | 'leaflet';
