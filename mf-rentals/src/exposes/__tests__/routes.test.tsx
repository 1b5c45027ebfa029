import { screen } from '@testing-library/react';
import { renderRoutes, resetSharedStores, signInAsUser } from '@grovekeeper/shared/testing';
import { getRental } from '../../features/common/api/get-rental';
import { getReceivedApplications } from '../../features/applications/api/get-received-applications';
import { getMyEstates } from '../../features/create-listing/api/get-my-estates';
import { getAvailableRentals } from '../../features/listings/api/get-available-rentals';
import { getMyRentals } from '../../features/listings/api/get-my-rentals';
import { OWNER_ID, RENTAL_ID, estateFixture, rentalFixture } from '../../test/fixtures';
import RentalsRoutes from '../routes';

jest.mock('../../features/common/api/get-rental');
jest.mock('../../features/applications/api/get-received-applications');
jest.mock('../../features/create-listing/api/get-my-estates');
jest.mock('../../features/listings/api/get-available-rentals');
jest.mock('../../features/listings/api/get-my-rentals');

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  jest.mocked(getRental).mockResolvedValue(rentalFixture());
  jest.mocked(getReceivedApplications).mockResolvedValue([]);
  jest.mocked(getMyEstates).mockResolvedValue([estateFixture()]);
  jest.mocked(getMyRentals).mockResolvedValue([]);
  jest.mocked(getAvailableRentals).mockResolvedValue({
    rentals: [],
    pagination: { current: 1, total: 0, count: 0, totalCount: 0 },
  });
});

describe('RentalsRoutes', () => {
  it.each([
    ['/rentals', 'Rentals'],
    ['/rentals/legacy', 'Land Rentals'],
    ['/rentals/create', 'Create Rental Listing'],
    ['/rentals/create/legacy', 'List Your Land'],
    ['/rentals/applications', 'Rental Applications'],
    [`/rentals/${RENTAL_ID}`, 'North Grove'],
    [`/rentals/${RENTAL_ID}/edit`, 'Edit Rental Listing'],
    [`/rentals/edit/${RENTAL_ID}`, 'Edit Rental Listing'],
    [`/rentals/${RENTAL_ID}/applications`, 'Applications'],
  ])('serves %s with the page titled %s', async (url, title) => {
    renderRoutes(<RentalsRoutes />, url);
    // The first visit compiles the lazy page's chunk: give it time.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown rentals path', async () => {
    renderRoutes(<RentalsRoutes />, '/rentals/a/b/c');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
