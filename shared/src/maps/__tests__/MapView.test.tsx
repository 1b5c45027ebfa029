import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { setRuntimeConfig, useNotifierStore } from '@grovekeeper/shared';
import type { AppRuntimeConfig, LatLng } from '@grovekeeper/shared';
import { MapView } from '../MapView';
import { MAP_INIT_ERROR } from '../messages';

jest.mock('../google/GoogleEngine', () => ({
  __esModule: true,
  default: () => <div data-testid="google-engine" />,
}));

function configure(googleMapsApiKey = '') {
  setRuntimeConfig({
    apiBaseUrl: '',
    googleMapsApiKey,
    mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    mapTileAttribution: 'Test tiles',
    remotes: {} as AppRuntimeConfig['remotes'],
  });
}

const square: LatLng[] = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.001 },
  { lat: 37.001, lng: 22.001 },
  { lat: 37.001, lng: 22 },
];

async function leafletContainer(testId = 'map') {
  const region = screen.getByTestId(testId);
  await waitFor(() => expect(region.querySelector('.leaflet-container')).not.toBeNull());
  return region.querySelector<HTMLElement>('.leaflet-container')!;
}

beforeEach(() => {
  configure();
  useNotifierStore.getState().dismiss();
});

function errorToast(): string {
  const toast = useNotifierStore.getState().toast;
  return toast?.variant === 'destructive' ? `${toast.title}: ${toast.description ?? ''}` : '';
}

/** A boundary the map library cannot draw: one point is not a number. */
const broken: LatLng[] = [square[0]!, { lat: Number.NaN, lng: 22.001 }, square[2]!];

describe('MapView on the open engine', () => {
  it('renders a labelled region with the test id and the Leaflet map inside', async () => {
    render(<MapView ariaLabel="Estate map" />);
    const region = screen.getByRole('region', { name: 'Estate map' });
    expect(region).toHaveAttribute('data-testid', 'map');
    expect(region).toHaveAttribute('data-map-engine', 'leaflet');
    const container = await leafletContainer();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
        'Test tiles',
      ),
    );
  });

  it('is 500 px high by default and takes a height and a test id', () => {
    const { unmount } = render(<MapView />);
    expect(screen.getByTestId('map')).toHaveStyle({ height: '500px' });
    unmount();
    render(<MapView height={320} testId="picker-map" />);
    expect(screen.getByTestId('picker-map')).toHaveStyle({ height: '320px' });
  });

  it('appends a vertex on a map click while drawing and reports the click', async () => {
    const onChange = jest.fn();
    const onMapClick = jest.fn();
    render(
      <MapView
        editablePolygon={{ points: [square[0]!], drawing: true, onChange }}
        onMapClick={onMapClick}
      />,
    );
    const container = await leafletContainer();
    expect(container).toHaveClass('gk-map-drawing');
    fireEvent.click(container, { clientX: 10, clientY: 10 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const next = onChange.mock.calls[0][0] as LatLng[];
    expect(next).toHaveLength(2);
    expect(next[0]).toEqual(square[0]);
    expect(onMapClick).toHaveBeenCalledWith(next[1]);
  });

  it('does not add vertices when not drawing', async () => {
    const onChange = jest.fn();
    const onMapClick = jest.fn();
    render(
      <MapView
        editablePolygon={{ points: [], drawing: false, onChange }}
        onMapClick={onMapClick}
      />,
    );
    const container = await leafletContainer();
    expect(container).not.toHaveClass('gk-map-drawing');
    fireEvent.click(container);
    expect(onChange).not.toHaveBeenCalled();
    expect(onMapClick).toHaveBeenCalledTimes(1);
  });

  it('shows a labelled handle per vertex, announces the count and removes a vertex on double-click', async () => {
    const onChange = jest.fn();
    render(<MapView editablePolygon={{ points: square, drawing: true, onChange }} />);
    await leafletContainer();
    const handles = await screen.findAllByRole('button', { name: /^Boundary point \d$/ });
    expect(handles).toHaveLength(4);
    expect(handles[2]).toHaveClass('gk-vertex');
    expect(screen.getByRole('status')).toHaveTextContent('Boundary has 4 points');
    fireEvent.dblClick(handles[1]!);
    expect(onChange).toHaveBeenLastCalledWith([square[0], square[2], square[3]]);
    // A click on a handle is not a new vertex.
    onChange.mockClear();
    fireEvent.click(handles[0]!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a focused vertex with the Delete key', async () => {
    const onChange = jest.fn();
    render(<MapView editablePolygon={{ points: square, drawing: false, onChange }} />);
    const handle = await screen.findByRole('button', { name: 'Boundary point 4' });
    fireEvent.keyDown(handle, { key: 'Delete' });
    expect(onChange).toHaveBeenCalledWith(square.slice(0, 3));
  });

  it('draws the boundary and one vector marker per tree, and reports marker clicks', async () => {
    const onMarkerClick = jest.fn();
    const markers = Array.from({ length: 25 }, (_, i) => ({
      id: `t${i}`,
      position: { lat: 37.0005, lng: 22.0005 + i * 0.00001 },
      color: i % 2 ? '#ff0000' : undefined,
    }));
    const { rerender } = render(
      <MapView boundary={square} markers={markers} onMarkerClick={onMarkerClick} />,
    );
    const container = await leafletContainer();
    await waitFor(() =>
      expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(25),
    );
    // The container says how many markers the layer holds (a canvas, in a browser, does not).
    expect(container).toHaveAttribute('data-marker-count', '25');
    // The boundary is an SVG path in its own pane, not interactive (clicks inside it are
    // map clicks).
    const boundaryPaths = container.querySelectorAll('.leaflet-boundary-pane path');
    expect(boundaryPaths).toHaveLength(1);
    expect(boundaryPaths[0]).not.toHaveClass('leaflet-interactive');
    expect(container.querySelector<HTMLElement>('.leaflet-boundary-pane')).toHaveStyle({
      pointerEvents: 'none',
    });
    fireEvent.click(container.querySelectorAll('path.leaflet-interactive')[3]!);
    expect(onMarkerClick).toHaveBeenCalledWith('t3');

    rerender(<MapView boundary={square} markers={markers.slice(0, 10)} />);
    await waitFor(() =>
      expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(10),
    );
    expect(container).toHaveAttribute('data-marker-count', '10');
    rerender(<MapView boundary={square} />);
    await waitFor(() => expect(container).toHaveAttribute('data-marker-count', '0'));
  });

  it('reports that the map is ready once it is constructed', async () => {
    const onReady = jest.fn();
    render(<MapView onReady={onReady} />);
    await leafletContainer();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
  });

  it("toasts 'Failed to process polygon' for a boundary it cannot draw, and draws the next one", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<MapView boundary={broken} />);
    const container = await leafletContainer();
    await waitFor(() => expect(errorToast()).toBe('Error: Failed to process polygon'));
    expect(container.querySelectorAll('.leaflet-boundary-pane path')).toHaveLength(0);
    // The map itself carries on.
    expect(screen.queryByText(MAP_INIT_ERROR)).not.toBeInTheDocument();

    useNotifierStore.getState().dismiss();
    rerender(<MapView boundary={square} />);
    await waitFor(() =>
      expect(container.querySelectorAll('.leaflet-boundary-pane path')).toHaveLength(1),
    );
    expect(errorToast()).toBe('');
    error.mockRestore();
  });

  it("toasts 'Failed to process polygon' for an edited polygon it cannot draw", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = jest.fn();
    render(<MapView editablePolygon={{ points: broken, drawing: false, onChange }} />);
    const container = await leafletContainer();
    await waitFor(() => expect(errorToast()).toBe('Error: Failed to process polygon'));
    expect(container.querySelectorAll('.leaflet-boundary-pane path')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Boundary point/ })).toHaveLength(0);
    error.mockRestore();
  });

  it('makes markers draggable DOM markers on demand', async () => {
    const markers = [{ id: 'a', position: square[0]!, label: 'Olive Tree 1' }];
    render(<MapView markers={markers} draggableMarkers onMarkerDragEnd={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Olive Tree 1' })).toBeInTheDocument();
  });

  it('shows a pin and the overlay', async () => {
    render(
      <MapView
        pin={{ position: square[0]!, onChange: jest.fn() }}
        overlay={<span>Area: 1.00 ha</span>}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Tree location' })).toBeInTheDocument();
    expect(screen.getByText('Area: 1.00 ha')).toBeInTheDocument();
  });

  it('shows the spec message with Retry when the map cannot be built, and retries', async () => {
    const spy = jest.spyOn(L, 'map').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<MapView />);
    expect(await screen.findByText(MAP_INIT_ERROR)).toBeInTheDocument();
    expect(errorToast()).toBe('Error: Failed to initialize map');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await leafletContainer();
    expect(screen.queryByText(MAP_INIT_ERROR)).not.toBeInTheDocument();
    spy.mockRestore();
    error.mockRestore();
  });
});

describe('MapView engine selection', () => {
  it('uses the Google engine when a key is configured', async () => {
    configure('AIza-test');
    render(<MapView />);
    expect(screen.getByTestId('map')).toHaveAttribute('data-map-engine', 'google');
    expect(await screen.findByTestId('google-engine')).toBeInTheDocument();
  });
});

describe('MapView drawing over trees', () => {
  it('adds a vertex instead of reporting a marker click while drawing', async () => {
    const onChange = jest.fn();
    const onMarkerClick = jest.fn();
    render(
      <MapView
        markers={[{ id: 't1', position: square[0]! }]}
        onMarkerClick={onMarkerClick}
        editablePolygon={{ points: [], drawing: true, onChange }}
      />,
    );
    const container = await leafletContainer();
    await waitFor(() =>
      expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1),
    );
    fireEvent.click(container.querySelector('path.leaflet-interactive')!);
    expect(onMarkerClick).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toHaveLength(1);
  });
});
