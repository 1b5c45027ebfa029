import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapEstate } from '@grovekeeper/shared';
import type { MapViewProps } from '@grovekeeper/shared/maps';
import { renderAt, resetStores, SQUARE, toastText } from '../../../test/render';
import { getMapEstates } from '../api/get-map-estates';
import { EstatesMapPage } from '../components/EstatesMapPage';

jest.mock('../api/get-map-estates');
jest.mock('@grovekeeper/shared/maps', () => ({
  DEFAULT_MAP_HEIGHT: 500,
  MapView: ({ markers, onMarkerClick, overlay, center, zoom, fitBounds }: MapViewProps) => (
    <div
      data-testid="estates-map"
      data-center={`${center?.lat},${center?.lng},${zoom}`}
      data-fitted={String(Boolean(fitBounds))}
    >
      {markers?.map((marker) => (
        <button
          key={marker.id}
          type="button"
          data-color={marker.color}
          onClick={() => onMarkerClick?.(marker.id)}
        >
          {`Marker ${marker.label}`}
        </button>
      ))}
      {overlay}
    </div>
  ),
}));

const mockedGet = jest.mocked(getMapEstates);

function estate(overrides: Partial<MapEstate>): MapEstate {
  return {
    id: 'aaaaaaaaaaaaaaaaaaaaaa01',
    name: 'North Grove',
    address: 'Kalamata, Messinia',
    type: 'Olive Grove',
    treeCount: 25,
    price: null,
    status: 'Not Listed',
    isOwner: true,
    rentalId: null,
    boundaries: SQUARE,
    coordinates: { lat: 37.002, lng: 22.1025 },
    ...overrides,
  };
}

const mine = estate({});
const theirs = estate({
  id: 'aaaaaaaaaaaaaaaaaaaaaa02',
  name: 'South Orchard',
  address: 'Chania, Crete',
  type: 'Citrus Grove',
  treeCount: 40,
  price: 250.5,
  status: 'Available',
  isOwner: false,
  rentalId: 'cccccccccccccccccccccc02',
});

const renderMap = () => renderAt(<EstatesMapPage />, { path: '/map' });
const lastQuery = () => mockedGet.mock.calls.at(-1)?.[0];

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  resetStores();
  mockedGet.mockReset().mockResolvedValue([mine, theirs]);
});

describe('EstatesMapPage', () => {
  it('shows the title, the count, the privacy notice and both estates in green and blue', async () => {
    renderMap();
    expect(screen.getByRole('heading', { name: 'Estate Locations' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 estates')).toBeInTheDocument();
    expect(screen.getByText(/exact tree positions are never shared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marker North Grove' })).toHaveAttribute(
      'data-color',
      '#2e7d32',
    );
    expect(screen.getByRole('button', { name: 'Marker South Orchard' })).toHaveAttribute(
      'data-color',
      '#1e88e5',
    );
    expect(screen.getByTestId('estates-map')).toHaveAttribute('data-fitted', 'true');
    expect(lastQuery()).toEqual({ ownership: 'all' });
  });

  it('asks the server again with each filter, leaving out the "all" choices', async () => {
    renderMap();
    await screen.findByText('Showing 2 estates');
    await choose('Ownership', 'My Estates');
    await waitFor(() => expect(lastQuery()).toEqual({ ownership: 'my' }));
    await choose('Property Type', 'Citrus Grove');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ ownership: 'my', propertyType: 'Citrus Grove' }),
    );
    await choose('Status', 'Under Maintenance');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        ownership: 'my',
        propertyType: 'Citrus Grove',
        status: 'Under Maintenance',
      }),
    );
  });

  it('sends the search once typing pauses', async () => {
    renderMap();
    await screen.findByText('Showing 2 estates');
    const calls = mockedGet.mock.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search estates' }), 'Chania');
    await waitFor(() => expect(lastQuery()).toEqual({ ownership: 'all', search: 'Chania' }));
    expect(mockedGet.mock.calls.length).toBeLessThan(calls + 3);
  });

  it('resets every filter with Clear all', async () => {
    renderMap();
    await screen.findByText('Showing 2 estates');
    await choose('Ownership', 'Other Estates');
    await choose('Status', 'Available');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ownership: 'all' }));
    expect(screen.getByRole('combobox', { name: 'Ownership' })).toHaveTextContent('All Estates');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
  });

  it("links my estate to its map tab and another owner's estate to its listing", async () => {
    renderMap();
    const list = await screen.findByRole('list', { name: 'Estates on the map' });
    expect(within(list).getByRole('link', { name: 'North Grove' })).toHaveAttribute(
      'href',
      `/estates/${mine.id}?tab=map`,
    );
    expect(within(list).getByRole('link', { name: 'South Orchard' })).toHaveAttribute(
      'href',
      `/rentals/${theirs.rentalId}`,
    );
  });

  it("shows a team's estate as the member's, with their role, linked to its map tab", async () => {
    const team = estate({
      id: 'aaaaaaaaaaaaaaaaaaaaaa03',
      name: 'Team Grove',
      isOwner: false,
      role: 'field_staff',
      status: 'Available',
      rentalId: 'cccccccccccccccccccccc03',
    });
    mockedGet.mockResolvedValue([mine, team, theirs]);
    renderMap();
    const list = await screen.findByRole('list', { name: 'Estates on the map' });
    const row = within(list).getByRole('link', { name: 'Team Grove' }).closest('li');
    expect(row).toHaveTextContent('Team estate (field staff)');
    expect(within(list).getByRole('link', { name: 'Team Grove' })).toHaveAttribute(
      'href',
      `/estates/${team.id}?tab=map`,
    );
    expect(screen.getByRole('button', { name: 'Marker Team Grove' })).toHaveAttribute(
      'data-color',
      '#2e7d32',
    );
    expect(within(list).getByRole('link', { name: 'North Grove' }).closest('li')).toHaveTextContent(
      'My estate',
    );
  });

  it("opens an estate's card from its marker, with its facts and price in euros", async () => {
    renderMap();
    await userEvent.click(await screen.findByRole('button', { name: 'Marker South Orchard' }));
    const card = screen.getByRole('dialog', { name: 'Estate South Orchard' });
    expect(within(card).getByRole('link', { name: 'South Orchard' })).toHaveAttribute(
      'href',
      `/rentals/${theirs.rentalId}`,
    );
    expect(card).toHaveTextContent('Chania, Crete');
    expect(card).toHaveTextContent(/Citrus Grove · 40 trees · €250\.50 \/ month · Available/);
    await userEvent.click(within(card).getByRole('button', { name: 'Close estate card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when no estate is shown, centred on Athens at zoom 7', async () => {
    mockedGet.mockResolvedValue([]);
    renderMap();
    expect(await screen.findByText('No Estates Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 estates')).toBeInTheDocument();
    expect(screen.getByTestId('estates-map')).toHaveAttribute('data-center', '37.98,23.73,7');
    expect(screen.getByTestId('estates-map')).toHaveAttribute('data-fitted', 'false');
  });

  it('shows the failure as a toast and a card whose Try Again loads again', async () => {
    mockedGet.mockRejectedValueOnce({});
    renderMap();
    const card = await screen.findByTestId('estates-map:load-error');
    expect(card).toHaveTextContent('Failed to load data');
    expect(toastText()).toContain('Failed to load data');
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 2 estates')).toBeInTheDocument();
  });
});
