import type * as ReactModule from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, areaHectares, useEstateDrawingStore } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import type { MapViewProps } from '@grovekeeper/shared/maps';
import { SQUARE, renderAt, resetStores, toastText } from '../../../test/render';
import { answerJobReads, jobOf, JOB_ID } from '../../../test/jobs';
import { startTreeDetection } from '../api/detect-trees';
import type { DetectTreesAnswer } from '../api/detect-trees';
import { searchKaek } from '../api/search-kaek';
import { LocationPickerPage } from '../components/LocationPickerPage';

jest.mock('../api/search-kaek');
jest.mock('../api/detect-trees');
// Whether the stand-in map reports itself constructed (onReady), as a loaded map does.
let mockMapLoads = true;
// Leaflet needs a real browser; this stand-in turns "click the map" into a button.
jest.mock('@grovekeeper/shared/maps', () => ({
  MapView: function MockMapView({ editablePolygon, overlay, onReady, markers }: MapViewProps) {
    const { useEffect } = jest.requireActual<typeof ReactModule>('react');
    useEffect(() => {
      if (mockMapLoads) onReady?.();
    }, [onReady]);
    return (
      <div data-testid="map">
        <button
          type="button"
          onClick={() => {
            if (!editablePolygon?.drawing) return;
            const next: LatLng[] = (
              jest.requireActual('../../../test/render') as { SQUARE: LatLng[] }
            ).SQUARE;
            editablePolygon.onChange([
              ...editablePolygon.points,
              next[editablePolygon.points.length % 4]!,
            ]);
          }}
        >
          Click map
        </button>
        {overlay}
        <ul aria-label="Map markers">
          {markers?.map((marker) => (
            <li key={marker.id}>{marker.label}</li>
          ))}
        </ul>
      </div>
    );
  },
  AddressSearch: () => <input aria-label="Search address" />,
  MapSnapshot: () => <svg data-testid="snapshot" />,
  staticSnapshotUrl: () => null,
  useGeocoder: () => ({ search: jest.fn(), reverse: jest.fn().mockResolvedValue(null) }),
}));

const mockedSearchKaek = jest.mocked(searchKaek);
const mockedStartDetection = jest.mocked(startTreeDetection);

const detectionJob = (
  state: Parameters<typeof jobOf>[1],
  progress: number,
  extra: Parameters<typeof jobOf<DetectTreesAnswer>>[3] = {},
) => jobOf<DetectTreesAnswer>('picker-detection', state, progress, extra);

/** The detection starts as a job whose first read is done with `answer`. */
function detectsAs(answer: DetectTreesAnswer) {
  mockedStartDetection.mockResolvedValue(detectionJob('queued', 0));
  return answerJobReads(detectionJob('done', 100, { result: answer }));
}

beforeEach(() => {
  mockMapLoads = true;
  resetStores();
  mockedSearchKaek.mockReset();
  mockedStartDetection.mockReset();
  jest.restoreAllMocks();
});

describe('LocationPickerPage', () => {
  it('shows Done only from the third point and updates area and point count as points are added', async () => {
    const user = userEvent.setup();
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Start Drawing' }));
    await user.click(screen.getByRole('button', { name: 'Click map' }));
    await user.click(screen.getByRole('button', { name: 'Click map' }));
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(screen.getByTestId('info-points')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Click map' }));
    await user.click(screen.getByRole('button', { name: 'Click map' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByTestId('info-points')).toHaveTextContent('4');
    const area = areaHectares(SQUARE);
    expect(screen.getByTestId('info-area')).toHaveTextContent(`${area.toFixed(2)} hectares`);
    expect(screen.getByTestId('picker-overlay')).toHaveTextContent(`Area: ${area.toFixed(2)} ha`);

    const state = useEstateDrawingStore.getState();
    expect(state.landArea).toBe(area);
    expect(state.coordinates?.lat).toBeCloseTo(37.055, 6);
    expect(state.coordinates?.lng).toBeCloseTo(22.005, 6);

    await user.click(screen.getByRole('button', { name: 'Undo Last Point' }));
    expect(screen.getByTestId('info-points')).toHaveTextContent('3');
  });

  it('returns to the wizard (or ?returnTo=) with Done', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    renderAt(<LocationPickerPage />, {
      path: '/location-picker',
      url: '/location-picker?returnTo=/wizard%3Fstep%3D2',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wizard?step=2');
  });

  it("asks for a code with 'Please enter a KAEK code' when the KAEK field is empty", async () => {
    const user = userEvent.setup();
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a KAEK code')).toBeInTheDocument();
    expect(mockedSearchKaek).not.toHaveBeenCalled();
  });

  it("refuses a KAEK search with 'Map is not ready. Please wait for the map to load.' before the map is ready", async () => {
    const user = userEvent.setup();
    mockMapLoads = false;
    mockedSearchKaek.mockResolvedValue({ success: true, boundaries: SQUARE });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.type(screen.getByLabelText('KAEK code'), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText('Map is not ready. Please wait for the map to load.'),
    ).toBeInTheDocument();
    expect(mockedSearchKaek).not.toHaveBeenCalled();
    expect(useEstateDrawingStore.getState().boundaries).toEqual([]);
  });

  it('replaces the polygon with a KAEK result found with Enter', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE.slice(0, 3));
    mockedSearchKaek.mockResolvedValue({ success: true, boundaries: SQUARE });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.type(screen.getByLabelText('KAEK code'), '123456789012{Enter}');
    await waitFor(() => expect(useEstateDrawingStore.getState().boundaries).toEqual(SQUARE));
    expect(mockedSearchKaek).toHaveBeenCalledWith('123456789012');
  });

  it('reports a failed KAEK search with the toast and the inline message', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedSearchKaek.mockRejectedValue(new Error('No boundary data found for this KAEK code'));
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.type(screen.getByLabelText('KAEK code'), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Failed to search KAEK. Please check the code and try again.'),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Search Failed: Could not find boundary for this KAEK code');
  });

  it("shows 'AI detection failed' with the server's message when analysis fails", async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    mockedStartDetection.mockRejectedValue(new Error('AI tree detection is not configured'));
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    await waitFor(() =>
      expect(toastText()).toBe('AI detection failed: AI tree detection is not configured'),
    );
    expect(screen.getByTestId('info-status')).toHaveTextContent('Ready for AI Analysis');
  });

  it('detects as a job: its progress and Cancel while it runs, then the trees it found', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    mockedStartDetection.mockResolvedValue(detectionJob('queued', 0));
    answerJobReads(
      detectionJob('running', 40),
      detectionJob('done', 100, { result: { treesInBoundary: 12, message: '12 trees found' } }),
    );
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    expect(await screen.findByText('40% done')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Detecting the trees inside the boundary' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Trees with AI' })).toBeDisabled();
    expect(localStorage.getItem('estates:picker-detection-job')).toBe(JOB_ID);

    await waitFor(() => expect(screen.getByTestId('info-trees')).toHaveTextContent('12'));
    expect(toastText()).toBe('AI Analysis Complete: 12 trees found');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(localStorage.getItem('estates:picker-detection-job')).toBeNull();
  });

  it("shows a failed detection job's message and returns to the Analyze button", async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    mockedStartDetection.mockResolvedValue(detectionJob('queued', 0));
    answerJobReads(detectionJob('failed', 20, { error: 'The aerial imagery could not be read' }));
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    await waitFor(() =>
      expect(toastText()).toBe('AI detection failed: The aerial imagery could not be read'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Trees with AI' })).toBeEnabled();
  });

  it('follows a detection started before the page was left, and cancels it', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    localStorage.setItem('estates:picker-detection-job', JOB_ID);
    const reads = answerJobReads(detectionJob('running', 60));
    const cancel = jest.spyOn(api, 'delete').mockResolvedValue();
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    expect(await screen.findByText('60% done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledWith(`/api/jobs/${JOB_ID}`);
    reads.mockResolvedValue({ job: detectionJob('cancelled', 60) } as never);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Analyze Trees with AI' })).toBeEnabled();
    expect(screen.getByTestId('info-status')).toHaveTextContent('Ready for AI Analysis');
    expect(localStorage.getItem('estates:picker-detection-job')).toBeNull();
  });

  it('sets the detected count and the status after a successful analysis', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    detectsAs({ treesInBoundary: 87, message: 'Found 87 trees' });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    await waitFor(() =>
      expect(screen.getByTestId('info-status')).toHaveTextContent('AI Analysis Complete'),
    );
    expect(screen.getByTestId('info-trees')).toHaveTextContent('87');
    expect(screen.getByRole('button', { name: 'Re-analyze Trees' })).toBeInTheDocument();
  });

  it('shows every detected tree on the map and links the analysed image', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    detectsAs({
      treesInBoundary: 2,
      message: '2 trees detected',
      snapshotUrl: '/api/openai-vision/snapshots/abc.png',
      trees: [
        { lat: 37.0001, lng: 22.0001, confidence: 0.934 },
        { lat: 37.0002, lng: 22.0002, confidence: 0.5 },
      ],
    });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));

    const markers = await screen.findAllByRole('listitem');
    expect(markers.map((item) => item.textContent)).toEqual([
      'Detected tree 1 (93%)',
      'Detected tree 2 (50%)',
    ]);
    expect(screen.getByRole('link', { name: 'Open the analysed image' })).toHaveAttribute(
      'href',
      '/api/openai-vision/snapshots/abc.png',
    );
  });

  it('drops the analysis when the boundary is drawn again', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    detectsAs({
      treesInBoundary: 1,
      trees: [{ lat: 37.0001, lng: 22.0001, confidence: 0.9 }],
    });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    expect(await screen.findByText('Detected tree 1 (90%)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Drawing' }));

    expect(screen.queryByText('Detected tree 1 (90%)')).not.toBeInTheDocument();
    expect(screen.getByTestId('info-status')).toHaveTextContent('Ready for AI Analysis');
  });

  it('reviews the detections: the count everyone shows and the run the wizard gets are the reviewed ones', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    // The clean image: 1000 × 1000 px over the square, north up.
    const affine = [22.0, 0.01 / 1000, 0, 37.06, 0, -0.01 / 1000];
    detectsAs({
      treesInBoundary: 3,
      trees: [
        { lat: 37.059, lng: 22.001, confidence: 0.9 },
        { lat: 37.059, lng: 22.003, confidence: 0.8 },
        { lat: 37.059, lng: 22.005, confidence: 0.7 },
      ],
      runId: 'run-42',
      review: {
        imageUrl: '/api/snapshots/clean.png',
        width: 1000,
        height: 1000,
        pixelToLatLng: affine,
      },
    });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    const reviewButton = await screen.findByRole('button', { name: 'Review detected trees' });
    expect(toastText()).not.toBe('');
    await user.click(reviewButton);
    const dialog = screen.getByRole('dialog', { name: 'Review detected trees' });
    // The detection's toast goes away: it would cover the dialog's Done button.
    expect(toastText()).toBe('');
    await user.click(within(dialog).getByRole('button', { name: /^Detected tree 2,/ }));
    const image = within(dialog).getByTestId('review-image');
    image.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 500, height: 500, right: 500, bottom: 500 }) as DOMRect;
    await user.pointer({
      keys: '[MouseLeft]',
      target: image,
      coords: { clientX: 400, clientY: 400 },
    });
    await user.pointer({
      keys: '[MouseLeft]',
      target: image,
      coords: { clientX: 100, clientY: 400 },
    });
    expect(within(dialog).getByTestId('review-count')).toHaveTextContent(
      '4 trees 1 removed, 2 added',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // 3 detected, 1 removed, 2 added: the card, the store (header, wizard) say 4.
    expect(screen.getByTestId('info-trees')).toHaveTextContent('4');
    const state = useEstateDrawingStore.getState();
    expect(state.detectedTreeCount).toBe(4);
    expect(state.detectionRunId).toBe('run-42');
    expect(state.detectionReview?.removed).toEqual([1]);
    expect(state.detectionReview?.added[0]?.lng).toBeCloseTo(22.008, 9);
    expect(state.detectionReview?.added[0]?.lat).toBeCloseTo(37.052, 9);
    // The map shows the kept and the added trees.
    const markers = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(markers).toEqual([
      'Detected tree 1 (90%)',
      'Detected tree 3 (70%)',
      'Added tree 1',
      'Added tree 2',
    ]);
  });

  it('clears the run and its review when the boundary is edited after the detection', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    detectsAs({
      treesInBoundary: 1,
      trees: [{ lat: 37.055, lng: 22.005, confidence: 0.9 }],
      runId: 'run-7',
      review: {
        imageUrl: '/clean.png',
        width: 10,
        height: 10,
        pixelToLatLng: [22, 0.001, 0, 37.06, 0, -0.001],
      },
    });
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    await screen.findByRole('button', { name: 'Review detected trees' });
    expect(useEstateDrawingStore.getState().detectionRunId).toBe('run-7');

    await user.click(screen.getByRole('button', { name: 'Undo Last Point' }));

    expect(useEstateDrawingStore.getState().detectionRunId).toBeNull();
    expect(useEstateDrawingStore.getState().detectionReview).toBeNull();
    expect(screen.getByTestId('info-status')).toHaveTextContent('Ready for AI Analysis');
    expect(screen.queryByRole('button', { name: 'Review detected trees' })).not.toBeInTheDocument();
  });
});
