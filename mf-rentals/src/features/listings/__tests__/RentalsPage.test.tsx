import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@grovekeeper/shared';
import type { RentalListing, RentalListingPage } from '@grovekeeper/shared';
import {
  deferred,
  renderAt,
  resetSharedStores,
  signInAsUser,
  toastText,
} from '@grovekeeper/shared/testing';
import { OTHER_ID, OWNER_ID, httpError, rentalFixture } from '../../../test/fixtures';
import { deleteRental } from '../api/delete-rental';
import { getAvailableRentals } from '../api/get-available-rentals';
import { getMyRentals } from '../api/get-my-rentals';
import { RentalsPage } from '../components/RentalsPage';
import { PAGE_SIZE } from '../utils/filters';

jest.mock('../api/get-my-rentals');
jest.mock('../api/get-available-rentals');
jest.mock('../api/delete-rental');
const mockedGetMy = jest.mocked(getMyRentals);
const mockedGetAvailable = jest.mocked(getAvailableRentals);
const mockedDelete = jest.mocked(deleteRental);

const mine = rentalFixture();
const theirs = rentalFixture({
  _id: 'cccccccccccccccccccccc02',
  estate: {
    _id: 'e2',
    name: 'South Orchard',
    address: 'Chania, Crete',
    landArea: 3,
    treeCount: 40,
  },
  owner: { _id: OTHER_ID, name: 'Eleni Other' },
  landArea: 3,
  availableTrees: 40,
  price: 1200,
  priceType: 'yearly',
  duration: 1,
  durationType: 'yearly',
  allowedCrops: [],
  pendingApplications: 0,
});

function page(rentals: RentalListing[], total = 1, totalCount = rentals.length): RentalListingPage {
  return { rentals, pagination: { current: 1, total, count: rentals.length, totalCount } };
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

function renderRentals(url = '/rentals') {
  return renderAt(<RentalsPage />, { path: '/rentals', url });
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  mockedGetMy.mockReset().mockResolvedValue([mine]);
  mockedGetAvailable.mockReset().mockResolvedValue(page([mine, theirs]));
  mockedDelete.mockReset();
});

describe('RentalsPage', () => {
  it('shows My Listings first, with the Create Listing button', async () => {
    renderRentals();
    expect(screen.getByRole('tab', { name: 'My Listings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Create Listing' })).toHaveAttribute(
      'href',
      '/rentals/create',
    );
    expect(await screen.findByRole('article', { name: 'North Grove' })).toBeInTheDocument();
    expect(mockedGetAvailable).not.toHaveBeenCalled();
  });

  it('shows owner, area to 2 decimals, trees, euro price, duration, 3 crops and the pending count on a card', async () => {
    renderRentals();
    const scope = within(await screen.findByRole('article', { name: 'North Grove' }));
    expect(scope.getByText('Maria Owner')).toBeInTheDocument();
    expect(scope.getByText('12.35 ha')).toBeInTheDocument();
    expect(scope.getByText('120')).toBeInTheDocument();
    expect(scope.getByText(`${formatEuros(500)} / month`)).toBeInTheDocument();
    expect(scope.getByText('2 seasons (seasonal)')).toBeInTheDocument();
    expect(scope.getByText('olives')).toBeInTheDocument();
    expect(scope.getByText('barley')).toBeInTheDocument();
    expect(scope.queryByText('lavender')).not.toBeInTheDocument();
    expect(scope.getByRole('link', { name: '3 pending applications' })).toHaveAttribute(
      'href',
      `/rentals/${mine._id}/applications`,
    );
  });

  it("shows each listing's real rating as 5 stars with one decimal and the count, or 'No ratings yet'", async () => {
    mockedGetMy.mockResolvedValue([
      rentalFixture({ ratings: { average: 4.25, count: 7 } }),
      rentalFixture({
        _id: 'cccccccccccccccccccccc03',
        estate: { ...mine.estate, name: 'West Grove' },
        ratings: { average: 5, count: 1 },
      }),
      rentalFixture({
        _id: 'cccccccccccccccccccccc04',
        estate: { ...mine.estate, name: 'Unrated Grove' },
        ratings: { average: 0, count: 0 },
      }),
    ]);
    renderRentals();
    const rated = within(await screen.findByRole('article', { name: 'North Grove' }));
    expect(rated.getByText('4.3 (7 ratings)')).toBeInTheDocument();
    expect(rated.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(card('West Grove')).getByText('5.0 (1 rating)')).toBeInTheDocument();
    const unrated = within(card('Unrated Grove'));
    expect(unrated.getByText('No ratings yet')).toBeInTheDocument();
    expect(unrated.getByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();
  });

  it("shows 'Loading rentals...' until the listings arrive", async () => {
    const pending = deferred<RentalListing[]>();
    mockedGetMy.mockReturnValue(pending.promise);
    renderRentals();
    expect(screen.getByText('Loading rentals...')).toBeInTheDocument();
    pending.resolve([mine]);
    expect(await screen.findByRole('article', { name: 'North Grove' })).toBeInTheDocument();
  });

  it("shows 'No Listings Found' when the owner has no listings", async () => {
    mockedGetMy.mockResolvedValue([]);
    renderRentals();
    expect(await screen.findByRole('heading', { name: 'No Listings Found' })).toBeInTheDocument();
  });

  it("shows the 'Error Loading Rentals' card and a toast, and Try Again loads again", async () => {
    const user = userEvent.setup();
    mockedGetMy.mockRejectedValueOnce(httpError(500, 'Database unavailable'));
    renderRentals();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Rentals' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('rentals:load-error')).toHaveTextContent('Database unavailable');
    expect(toastText()).toBe('Error: Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'North Grove' })).toBeInTheDocument();
    expect(mockedGetMy).toHaveBeenCalledTimes(2);
  });

  it("falls back to 'Failed to fetch rental listings' when the failure has no message", async () => {
    mockedGetMy.mockRejectedValue({});
    renderRentals();
    await screen.findByRole('heading', { name: 'Error Loading Rentals' });
    expect(toastText()).toBe('Error: Failed to fetch rental listings');
  });

  it('deletes a listing after the confirmation dialog and removes its card', async () => {
    const user = userEvent.setup();
    mockedDelete.mockResolvedValue();
    renderRentals();
    await user.click(await screen.findByRole('button', { name: 'Delete listing North Grove' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This will permanently delete this rental listing. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'North Grove' })).not.toBeInTheDocument(),
    );
    expect(mockedDelete).toHaveBeenCalledWith(mine._id);
    expect(screen.getByRole('heading', { name: 'No Listings Found' })).toBeInTheDocument();
  });

  it("keeps the dialog open and the card when deleting fails with 'Failed to delete rental listing'", async () => {
    const user = userEvent.setup();
    mockedDelete.mockRejectedValue({});
    renderRentals();
    await user.click(await screen.findByRole('button', { name: 'Delete listing North Grove' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to delete rental listing'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(card('North Grove')).toBeInTheDocument());
  });

  it('shows the Rental Listings browse view on Available Listings, with owner names and View Details', async () => {
    const user = userEvent.setup();
    renderRentals();
    await user.click(screen.getByRole('tab', { name: 'Available Listings' }));
    expect(await screen.findByRole('heading', { name: 'Rental Listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Land' })).toHaveAttribute(
      'href',
      '/rentals/create',
    );
    const other = within(await screen.findByRole('article', { name: 'South Orchard' }));
    expect(other.getByText('Eleni Other')).toBeInTheDocument();
    expect(other.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/rentals/${theirs._id}`,
    );
    // Only the owner sees pending counts and owner actions.
    expect(other.queryByText(/pending application/)).not.toBeInTheDocument();
    expect(other.queryByRole('button', { name: /Delete listing/ })).not.toBeInTheDocument();
    expect(within(card('North Grove')).getByText('3 pending applications')).toBeInTheDocument();
    expect(mockedGetAvailable).toHaveBeenCalledWith({
      ownership: 'all',
      showDrafts: true,
      page: 1,
      limit: PAGE_SIZE,
    });
  });

  it("shows 'No Available Listings' when nothing is listed and no filter is set", async () => {
    mockedGetAvailable.mockResolvedValue(page([]));
    renderRentals('/rentals?tab=available');
    expect(
      await screen.findByRole('heading', { name: 'No Available Listings' }),
    ).toBeInTheDocument();
  });

  it("sends every filter to the server and shows 'No rentals found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderRentals('/rentals?tab=available');
    await screen.findByRole('article', { name: 'South Orchard' });
    mockedGetAvailable.mockResolvedValue(page([]));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grove');
    await user.type(screen.getByRole('spinbutton', { name: 'Min Price (€)' }), '100');
    await user.type(screen.getByRole('spinbutton', { name: 'Max Price (€)' }), '900');
    await user.click(screen.getByRole('combobox', { name: 'Duration Type' }));
    await user.click(screen.getByRole('option', { name: 'Yearly' }));
    await user.click(screen.getByRole('combobox', { name: 'Ownership' }));
    await user.click(screen.getByRole('option', { name: "Others' listings" }));
    await user.click(screen.getByRole('checkbox', { name: 'Show drafts' }));

    await waitFor(() =>
      expect(mockedGetAvailable).toHaveBeenLastCalledWith({
        search: 'grove',
        minPrice: 100,
        maxPrice: 900,
        durationType: 'yearly',
        ownership: 'others',
        showDrafts: false,
        page: 1,
        limit: PAGE_SIZE,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No rentals found' })).toBeInTheDocument();
  });

  it('sends the available-from date as a date-only value', async () => {
    const user = userEvent.setup();
    renderRentals('/rentals?tab=available');
    await screen.findByRole('article', { name: 'South Orchard' });
    const group = screen.getByRole('group', { name: /^Available From/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20300901');
    await waitFor(() =>
      expect(mockedGetAvailable).toHaveBeenLastCalledWith(
        expect.objectContaining({ availableFrom: '2030-09-01' }),
      ),
    );
  });

  it('asks the server for the next page from the pager, and refreshes on demand', async () => {
    const user = userEvent.setup();
    mockedGetAvailable.mockResolvedValue(page([theirs], 3, 30));
    renderRentals('/rentals?tab=available');
    expect(await screen.findByText('Showing 1 of 30 listings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(mockedGetAvailable).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })),
    );
    const calls = mockedGetAvailable.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Refresh listings' }));
    await waitFor(() => expect(mockedGetAvailable.mock.calls.length).toBe(calls + 1));
  });

  it('switches to a table in list view', async () => {
    const user = userEvent.setup();
    renderRentals();
    await screen.findByRole('article', { name: 'North Grove' });
    await user.click(screen.getByRole('button', { name: 'List view' }));
    const grid = await screen.findByRole('grid', { name: 'Rental listings' });
    expect(within(grid).getByRole('link', { name: 'North Grove' })).toHaveAttribute(
      'href',
      `/rentals/${mine._id}`,
    );
    expect(within(grid).getByText('12.35 ha')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'North Grove' })).not.toBeInTheDocument();
  });
});
