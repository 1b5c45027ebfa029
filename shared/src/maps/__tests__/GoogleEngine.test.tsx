import type * as ReactModule from 'react';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig, useNotifierStore } from '@grovekeeper/shared';
import type { AppRuntimeConfig, LatLng } from '@grovekeeper/shared';
import { MapView } from '../MapView';
import { MAP_INIT_ERROR } from '../messages';

// The Google engine without Google: vis.gl's components and the clusterer are stand-ins,
// and `google.maps` below validates coordinates the way the real API does.
let mockMapThrows = false;
const mockMapDiv = document.createElement('div');
const mockMap = {
  getDiv: () => mockMapDiv,
  fitBounds: jest.fn(),
  panTo: jest.fn(),
  setZoom: jest.fn(),
};

jest.mock('@vis.gl/react-google-maps', () => {
  const { useEffect } = jest.requireActual<typeof ReactModule>('react');
  return {
    APIProvider: ({ children }: { children: ReactNode }) => children,
    useApiLoadingStatus: () => 'LOADED',
    useMap: () => mockMap,
    Map: function MockGoogleMap({ children }: { children: ReactNode }) {
      // vis.gl constructs google.maps.Map in an effect.
      useEffect(() => {
        if (mockMapThrows) throw new Error('InvalidValueError: setCenter: not a LatLng');
      }, []);
      return <div data-testid="google-map">{children}</div>;
    },
  };
});

jest.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: class {
    addMarkers() {}
    removeMarkers() {}
    render() {}
    clearMarkers() {}
    setMap() {}
  },
}));

function assertLatLngs(paths: unknown): void {
  for (const point of (paths ?? []) as LatLng[]) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) {
      throw new Error('InvalidValueError: at index 0: not a LatLng or LatLngLiteral');
    }
  }
}

class FakeMarker {
  addListener() {}
  setMap() {}
  setPosition() {}
  setIcon() {}
  setTitle() {}
  setDraggable() {}
  getPosition() {
    return null;
  }
}

class FakePolygon {
  setOptions(options: { paths?: unknown }) {
    assertLatLngs(options.paths);
  }
  setPath(path: unknown) {
    assertLatLngs(path);
  }
  setMap() {}
}

Object.assign(globalThis, {
  google: {
    maps: {
      Map: function Map() {},
      Marker: FakeMarker,
      Polygon: FakePolygon,
      SymbolPath: { CIRCLE: 0 },
    },
  },
});

const square: LatLng[] = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.001 },
  { lat: 37.001, lng: 22.001 },
  { lat: 37.001, lng: 22 },
];
const broken: LatLng[] = [square[0]!, { lat: Number.NaN, lng: 22.001 }, square[2]!];

function errorToast(): string {
  const toast = useNotifierStore.getState().toast;
  return toast?.variant === 'destructive' ? `${toast.title}: ${toast.description ?? ''}` : '';
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setRuntimeConfig({
    apiBaseUrl: '',
    googleMapsApiKey: 'AIza-test',
    mapTileUrl: '',
    mapTileAttribution: '',
    remotes: {} as AppRuntimeConfig['remotes'],
  });
  mockMapThrows = false;
  mockMapDiv.removeAttribute('data-marker-count');
  useNotifierStore.getState().dismiss();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => consoleError.mockRestore());

describe('MapView on the Google engine', () => {
  it('reports ready and sets data-marker-count from the markers it put on the map', async () => {
    const onReady = jest.fn();
    const markers = Array.from({ length: 25 }, (_, i) => ({
      id: `t${i}`,
      position: { lat: 37.0005, lng: 22.0005 + i * 0.00001 },
    }));
    const { rerender } = render(<MapView boundary={square} markers={markers} onReady={onReady} />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    await waitFor(() => expect(mockMapDiv).toHaveAttribute('data-marker-count', '25'));
    expect(onReady).toHaveBeenCalled();
    rerender(<MapView boundary={square} markers={markers.slice(0, 3)} onReady={onReady} />);
    await waitFor(() => expect(mockMapDiv).toHaveAttribute('data-marker-count', '3'));
    expect(errorToast()).toBe('');
  });

  it("toasts 'Failed to process polygon' when Google refuses the boundary", async () => {
    render(<MapView boundary={broken} />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    await waitFor(() => expect(errorToast()).toBe('Error: Failed to process polygon'));
    expect(screen.queryByText(MAP_INIT_ERROR)).not.toBeInTheDocument();
  });

  it("toasts 'Failed to process polygon' when Google refuses the edited polygon", async () => {
    const onChange = jest.fn();
    render(<MapView editablePolygon={{ points: broken, drawing: true, onChange }} />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    await waitFor(() => expect(errorToast()).toBe('Error: Failed to process polygon'));
  });

  it("toasts 'Failed to initialize map' and shows the Map Error when the map cannot be constructed", async () => {
    mockMapThrows = true;
    render(<MapView />);
    expect(await screen.findByText(MAP_INIT_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(errorToast()).toBe('Error: Failed to initialize map');
  });
});
