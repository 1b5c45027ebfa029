import {
  DEFAULT_DETECTED_TREE_COUNT,
  returnToWizard,
  useEstateDrawingStore,
} from '../estate-drawing-store';

const square = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.001 },
  { lat: 37.001, lng: 22.001 },
  { lat: 37.001, lng: 22 },
];

beforeEach(() => useEstateDrawingStore.getState().reset());

describe('useEstateDrawingStore', () => {
  it('starts with 50 detected trees, no boundary and /wizard as return route', () => {
    const state = useEstateDrawingStore.getState();
    expect(state.detectedTreeCount).toBe(50);
    expect(DEFAULT_DETECTED_TREE_COUNT).toBe(50);
    expect(state.boundaries).toEqual([]);
    expect(state.address).toBe('');
    expect(state.landArea).toBe(0);
    expect(state.coordinates).toBeNull();
    expect(state.returnTo).toBe('/wizard');
  });

  it('sets each field and resets to the defaults', () => {
    const s = useEstateDrawingStore.getState();
    s.setDetectedTreeCount(12);
    s.setBoundaries(square);
    s.setAddress('Kalamata, Greece');
    s.setLandArea(3.5);
    s.setCoordinates({ lat: 1, lng: 2 });
    s.setReturnTo('/estates/abc');
    expect(useEstateDrawingStore.getState()).toMatchObject({
      detectedTreeCount: 12,
      boundaries: square,
      address: 'Kalamata, Greece',
      landArea: 3.5,
      coordinates: { lat: 1, lng: 2 },
      returnTo: '/estates/abc',
    });
    useEstateDrawingStore.getState().reset();
    expect(useEstateDrawingStore.getState().detectedTreeCount).toBe(50);
    expect(useEstateDrawingStore.getState().boundaries).toEqual([]);
    expect(useEstateDrawingStore.getState().returnTo).toBe('/wizard');
  });

  it('derives area and centroid when a boundary is applied', () => {
    useEstateDrawingStore.getState().applyBoundary(square);
    const state = useEstateDrawingStore.getState();
    expect(state.boundaries).toEqual(square);
    expect(state.landArea).toBeCloseTo(0.99, 1);
    expect(state.coordinates?.lat).toBeCloseTo(37.0005, 6);
    expect(state.coordinates?.lng).toBeCloseTo(22.0005, 6);
  });
});

describe('the detection run and its review', () => {
  it('keeps the run and the review while the boundary stays the same', () => {
    const s = useEstateDrawingStore.getState();
    s.applyBoundary(square);
    s.setDetectionRun('run-1');
    expect(useEstateDrawingStore.getState().detectionReview).toEqual({ removed: [], added: [] });
    s.setDetectionReview({ removed: [2, 5], added: [{ lat: 37.0002, lng: 22.0003 }] });
    // Done hands the same boundary over once more: the review stays.
    s.applyBoundary(square.map((p) => ({ ...p })));
    expect(useEstateDrawingStore.getState()).toMatchObject({
      detectionRunId: 'run-1',
      detectionReview: { removed: [2, 5], added: [{ lat: 37.0002, lng: 22.0003 }] },
    });
    expect(returnToWizard().data).toMatchObject({
      detectionRunId: 'run-1',
      detectionReview: { removed: [2, 5], added: [{ lat: 37.0002, lng: 22.0003 }] },
    });
  });

  it('drops the run and the review when the boundary is edited', () => {
    const s = useEstateDrawingStore.getState();
    s.applyBoundary(square);
    s.setDetectionRun('run-1');
    s.setDetectionReview({ removed: [0], added: [] });
    s.applyBoundary([...square.slice(0, 3), { lat: 37.0011, lng: 22 }]);
    expect(useEstateDrawingStore.getState().detectionRunId).toBeNull();
    expect(useEstateDrawingStore.getState().detectionReview).toBeNull();
  });

  it('forgets the run on reset', () => {
    useEstateDrawingStore.getState().setDetectionRun('run-1');
    useEstateDrawingStore.getState().reset();
    expect(useEstateDrawingStore.getState().detectionRunId).toBeNull();
  });
});

describe('returnToWizard', () => {
  it('returns the route and the data the wizard receives', () => {
    const s = useEstateDrawingStore.getState();
    s.applyBoundary(square);
    s.setAddress('Messini');
    s.setDetectedTreeCount(31);
    const { path, data } = returnToWizard();
    expect(path).toBe('/wizard');
    expect(data).toEqual({
      address: 'Messini',
      detectedTreeCount: 31,
      boundaries: square,
      coordinates: useEstateDrawingStore.getState().coordinates,
      landArea: useEstateDrawingStore.getState().landArea,
      detectionRunId: null,
      detectionReview: null,
    });
    expect(data.boundaries).not.toBe(useEstateDrawingStore.getState().boundaries);
  });

  it('falls back to the centroid when no coordinates were set', () => {
    useEstateDrawingStore.getState().setBoundaries(square);
    expect(returnToWizard().data.coordinates?.lat).toBeCloseTo(37.0005, 6);
  });
});
