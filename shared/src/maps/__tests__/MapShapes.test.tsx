import { render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@grovekeeper/shared';
import type { AppRuntimeConfig, LatLng } from '@grovekeeper/shared';
import { MapView } from '../MapView';
import type { MapPolygon } from '../types';

jest.mock('../google/GoogleEngine', () => ({
  __esModule: true,
  default: () => <div data-testid="google-engine" />,
}));

const square = (lat: number, lng: number): LatLng[] => [
  { lat, lng },
  { lat, lng: lng + 0.001 },
  { lat: lat + 0.001, lng: lng + 0.001 },
  { lat: lat + 0.001, lng },
];

beforeEach(() => {
  setRuntimeConfig({
    apiBaseUrl: '',
    googleMapsApiKey: '',
    mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    mapTileAttribution: 'Test tiles',
    remotes: {} as AppRuntimeConfig['remotes'],
  });
});

async function leafletContainer() {
  const region = screen.getByTestId('map');
  await waitFor(() => expect(region.querySelector('.leaflet-container')).not.toBeNull());
  return region.querySelector<HTMLElement>('.leaflet-container')!;
}

const outlines = (container: HTMLElement) =>
  container.querySelectorAll('.leaflet-overlay-pane path:not(.leaflet-interactive)');

describe('MapView outlines and viewport', () => {
  it('draws one outline per polygon in its colour and keeps them in step by id', async () => {
    const polygons: MapPolygon[] = [
      { id: 'a', points: square(37, 22), color: '#2e7d32' },
      { id: 'b', points: square(37.01, 22.01), color: '#1e88e5' },
      { id: 'c', points: square(37.02, 22.02).slice(0, 2), color: '#1e88e5' },
    ];
    const { rerender } = render(<MapView polygons={polygons} />);
    const container = await leafletContainer();
    // Fewer than 3 points is no outline.
    await waitFor(() => expect(outlines(container)).toHaveLength(2));
    expect(outlines(container)[0]).toHaveAttribute('stroke', '#2e7d32');
    expect(outlines(container)[1]).toHaveAttribute('stroke', '#1e88e5');

    rerender(<MapView polygons={polygons.slice(1)} />);
    await waitFor(() => expect(outlines(container)).toHaveLength(1));
    expect(outlines(container)[0]).toHaveAttribute('stroke', '#1e88e5');
    rerender(<MapView />);
    await waitFor(() => expect(outlines(container)).toHaveLength(0));
  });

  it('reports the zoom and the visible bounds once ready', async () => {
    const onViewChange = jest.fn();
    render(<MapView center={{ lat: 37.98, lng: 23.73 }} zoom={7} onViewChange={onViewChange} />);
    await leafletContainer();
    await waitFor(() => expect(onViewChange).toHaveBeenCalled());
    const [viewport] = onViewChange.mock.calls[0] as [{ zoom: number; bounds: object }];
    expect(viewport.zoom).toBe(7);
    expect(Object.keys(viewport.bounds).sort()).toEqual(['east', 'north', 'south', 'west']);
  });

  it('keeps working with fitBounds while the container has no size yet', async () => {
    render(<MapView fitBounds={{ south: 37, west: 22, north: 38, east: 23 }} />);
    const container = await leafletContainer();
    expect(container).toBeInTheDocument();
  });
});
