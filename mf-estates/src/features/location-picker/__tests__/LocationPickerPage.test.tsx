import type * as ReactModule from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areaHectares, useEstateDrawingStore } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import type { MapViewProps } from '@grovekeeper/shared/maps';
import { SQUARE, renderAt, resetStores, toastText } from '../../../test/render';
import { detectTrees } from '../api/detect-trees';
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
const mockedDetectTrees = jest.mocked(detectTrees);

beforeEach(() => {
  mockMapLoads = true;
  resetStores();
  mockedSearchKaek.mockReset();
  mockedDetectTrees.mockReset();
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
    mockedDetectTrees.mockRejectedValue(new Error('AI tree detection is not configured'));
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    await user.click(screen.getByRole('button', { name: 'Analyze Trees with AI' }));
    await waitFor(() =>
      expect(toastText()).toBe('AI detection failed: AI tree detection is not configured'),
    );
    expect(screen.getByTestId('info-status')).toHaveTextContent('Ready for AI Analysis');
  });

  it('sets the detected count and the status after a successful analysis', async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(SQUARE);
    mockedDetectTrees.mockResolvedValue({ treesInBoundary: 87, message: 'Found 87 trees' });
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
    mockedDetectTrees.mockResolvedValue({
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
    mockedDetectTrees.mockResolvedValue({
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
});
