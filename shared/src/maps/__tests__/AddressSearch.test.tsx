import { act, fireEvent, render, screen } from '@testing-library/react';
import { api } from '@grovekeeper/shared';
import { AddressSearch } from '../AddressSearch';
import { geocoder } from '../useGeocoder';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { get: jest.fn() },
}));

const get = api.get as jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  get.mockReset();
});
afterEach(() => jest.useRealTimers());

// MUI's Autocomplete only takes input while focused, as in a browser.
function type(value: string, name = 'Search address') {
  const input = screen.getByRole('combobox', { name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

describe('AddressSearch', () => {
  it('waits 300 ms after the last keystroke and sends one query', async () => {
    get.mockResolvedValue({ results: [{ label: 'Kalamata, Greece', lat: 37.04, lng: 22.11 }] });
    render(<AddressSearch onSelect={jest.fn()} />);
    type('Kal');
    act(() => jest.advanceTimersByTime(200));
    type('Kala');
    act(() => jest.advanceTimersByTime(200));
    type('Kalam');
    act(() => jest.advanceTimersByTime(299));
    expect(get).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/maps/geocode', { q: 'Kalam' });
  });

  it('does not search for fewer than 3 characters', () => {
    render(<AddressSearch onSelect={jest.fn()} />);
    type('Ka');
    act(() => jest.advanceTimersByTime(1000));
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the results and reports the chosen one', async () => {
    const result = { label: 'Messini, Greece', lat: 37.05, lng: 21.92 };
    get.mockResolvedValue({ results: [result] });
    const onSelect = jest.fn();
    render(<AddressSearch onSelect={onSelect} />);
    type('Messini');
    await act(async () => jest.advanceTimersByTime(300));
    fireEvent.click(await screen.findByRole('option', { name: 'Messini, Greece' }));
    expect(onSelect).toHaveBeenCalledWith(result);
  });

  it('shows a loading state while the server answers', async () => {
    let resolve: (value: unknown) => void = () => {};
    get.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<AddressSearch onSelect={jest.fn()} />);
    type('Pylos');
    await act(async () => jest.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
    await act(async () => resolve({ results: [] }));
    expect(screen.queryByRole('progressbar', { name: 'Searching' })).not.toBeInTheDocument();
  });

  it("shows the server's error message inline", async () => {
    get.mockRejectedValue(new Error('No geocoding service is configured'));
    render(<AddressSearch onSelect={jest.fn()} label="Address" />);
    type('Sparta', 'Address');
    await act(async () => jest.advanceTimersByTime(300));
    expect(screen.getByText('No geocoding service is configured')).toBeInTheDocument();
  });

  it('ignores the answer to an older query', async () => {
    let resolveOld: (value: unknown) => void = () => {};
    get
      .mockReturnValueOnce(new Promise((r) => (resolveOld = r)))
      .mockResolvedValueOnce({ results: [{ label: 'New place', lat: 1, lng: 2 }] });
    render(<AddressSearch onSelect={jest.fn()} />);
    type('Old query');
    await act(async () => jest.advanceTimersByTime(300));
    type('New query');
    await act(async () => jest.advanceTimersByTime(300));
    await act(async () => resolveOld({ results: [{ label: 'Old place', lat: 3, lng: 4 }] }));
    expect(await screen.findByRole('option', { name: 'New place' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old place' })).not.toBeInTheDocument();
  });
});

describe('geocoder', () => {
  beforeEach(() => jest.useRealTimers());

  it('searches through GET /api/maps/geocode and drops malformed results', async () => {
    get.mockResolvedValue({ results: [{ label: 'A', lat: 1, lng: 2 }, { label: 'B' }] });
    await expect(geocoder.search(' A ')).resolves.toEqual([{ label: 'A', lat: 1, lng: 2 }]);
    expect(get).toHaveBeenCalledWith('/api/maps/geocode', { q: 'A' });
  });

  it('does not call the server for an empty query', async () => {
    await expect(geocoder.search('  ')).resolves.toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it('reverse-geocodes through GET /api/maps/reverse', async () => {
    get.mockResolvedValue({ address: 'Kalamata 241 00, Greece' });
    await expect(geocoder.reverse({ lat: 37.04, lng: 22.11 })).resolves.toBe(
      'Kalamata 241 00, Greece',
    );
    expect(get).toHaveBeenCalledWith('/api/maps/reverse', { lat: 37.04, lng: 22.11 });
    get.mockResolvedValue({ address: null });
    await expect(geocoder.reverse({ lat: 0, lng: 0 })).resolves.toBeNull();
  });

  it("rejects with the server's message", async () => {
    get.mockRejectedValue(new Error('Geocoding service unavailable'));
    await expect(geocoder.search('x')).rejects.toThrow('Geocoding service unavailable');
  });
});
