import { create } from 'zustand';
import { areaHectares, centroidOf } from '../geo';
import type { DetectionReviewCorrections, LatLng } from '../types/estate';

/** Spec §9: the picker's detected tree count before any AI analysis. */
export const DEFAULT_DETECTED_TREE_COUNT = 50;
export const DEFAULT_PICKER_RETURN_TO = '/wizard';

/** What the location picker hands back to the wizard (spec: Location picker, Done). */
export interface PickerResult {
  address: string;
  detectedTreeCount: number;
  boundaries: LatLng[];
  /** The centroid (average of the boundary points). */
  coordinates: LatLng | null;
  /** Hectares, 2 decimals. */
  landArea: number;
  /** The picker's last detection run for this boundary (null before, or after an edit). */
  detectionRunId: string | null;
  /** The owner's review of that run: removed detections (indexes) and added trees. */
  detectionReview: DetectionReviewCorrections | null;
}

export interface EstateDrawingState extends PickerResult {
  /** Where Done goes back to. */
  returnTo: string;
  setDetectedTreeCount(count: number): void;
  /** A new detection run for the current boundary, with no correction yet. */
  setDetectionRun(runId: string | null): void;
  /** The owner's review of the run (the detected count is set by the caller). */
  setDetectionReview(review: DetectionReviewCorrections): void;
  setBoundaries(points: LatLng[]): void;
  /**
   * Sets the boundary and derives landArea (geodesic ha) and coordinates (centroid) from it.
   * A boundary that differs from the current one drops the detection run and its review: the
   * trees were detected inside the old one.
   */
  applyBoundary(points: LatLng[]): void;
  setAddress(address: string): void;
  setLandArea(hectares: number): void;
  setCoordinates(coordinates: LatLng | null): void;
  setReturnTo(path: string): void;
  reset(): void;
}

const initial: PickerResult & { returnTo: string } = {
  address: '',
  detectedTreeCount: DEFAULT_DETECTED_TREE_COUNT,
  boundaries: [],
  coordinates: null,
  landArea: 0,
  detectionRunId: null,
  detectionReview: null,
  returnTo: DEFAULT_PICKER_RETURN_TO,
};

function sameBoundary(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  return a.length === b.length && a.every((p, i) => p.lat === b[i]?.lat && p.lng === b[i]?.lng);
}

/**
 * The boundary being drawn, shared by the location picker (mf-estates), the shell header
 * (detected count and OK on the picker) and the wizard. It lives in `shared` so the one
 * singleton instance is read by every app. Not persisted: a reload starts a new drawing.
 */
export const useEstateDrawingStore = create<EstateDrawingState>()((set, get) => ({
  ...initial,
  setDetectedTreeCount: (detectedTreeCount) => set({ detectedTreeCount }),
  setDetectionRun: (detectionRunId) =>
    set({
      detectionRunId,
      detectionReview: detectionRunId ? { removed: [], added: [] } : null,
    }),
  setDetectionReview: (detectionReview) => set({ detectionReview }),
  setBoundaries: (boundaries) => set({ boundaries }),
  applyBoundary: (boundaries) =>
    set({
      boundaries,
      landArea: areaHectares(boundaries),
      coordinates: centroidOf(boundaries),
      ...(sameBoundary(boundaries, get().boundaries)
        ? {}
        : { detectionRunId: null, detectionReview: null }),
    }),
  setAddress: (address) => set({ address }),
  setLandArea: (landArea) => set({ landArea }),
  setCoordinates: (coordinates) => set({ coordinates }),
  setReturnTo: (returnTo) => set({ returnTo }),
  reset: () => set({ ...initial }),
}));

/**
 * The data Done returns to the wizard, and the route to go back to. The picker navigates
 * with `navigate(path, { state: data })` (or the wizard reads the store directly).
 */
export function returnToWizard(state: EstateDrawingState = useEstateDrawingStore.getState()): {
  path: string;
  data: PickerResult;
} {
  return {
    path: state.returnTo || DEFAULT_PICKER_RETURN_TO,
    data: {
      address: state.address,
      detectedTreeCount: state.detectedTreeCount,
      boundaries: state.boundaries.map((p) => ({ lat: p.lat, lng: p.lng })),
      coordinates: state.coordinates ?? centroidOf(state.boundaries),
      landArea: state.landArea,
      detectionRunId: state.detectionRunId,
      detectionReview: state.detectionReview && {
        removed: [...state.detectionReview.removed],
        added: state.detectionReview.added.map((p) => ({ lat: p.lat, lng: p.lng })),
      },
    },
  };
}
