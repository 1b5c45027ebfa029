import { screen, within } from '@testing-library/react';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { formatEuros } from '@grovekeeper/shared';
import { rentalFixture } from '../../../test/fixtures';
import { getAvailableRentals } from '../api/get-available-rentals';
import { LegacyRentalsPage } from '../components/LegacyRentalsPage';

jest.mock('../api/get-available-rentals');
const mockedGetAvailable = jest.mocked(getAvailableRentals);

function renderLegacy() {
  return renderAt(<LegacyRentalsPage />, { path: '/rentals/legacy' });
}

beforeEach(() => {
  resetSharedStores();
  mockedGetAvailable.mockReset();
});

describe('LegacyRentalsPage', () => {
  it('lists the available rentals with the price in euros and a link to each listing', async () => {
    const rental = rentalFixture();
    mockedGetAvailable.mockResolvedValue({
      rentals: [rental],
      pagination: { current: 1, total: 1, count: 1, totalCount: 1 },
    });
    renderLegacy();
    const row = within(await screen.findByTestId('legacy-rental-row'));
    expect(row.getByText(`North Grove · ${formatEuros(500)} / month`)).toBeInTheDocument();
    expect(row.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/rentals/${rental._id}`,
    );
    expect(screen.getByRole('link', { name: 'List Your Land' })).toHaveAttribute(
      'href',
      '/rentals/create/legacy',
    );
  });

  it("shows 'No rentals found' when nothing is listed", async () => {
    mockedGetAvailable.mockResolvedValue({
      rentals: [],
      pagination: { current: 1, total: 0, count: 0, totalCount: 0 },
    });
    renderLegacy();
    expect(await screen.findByRole('heading', { name: 'No rentals found' })).toBeInTheDocument();
  });

  it("shows the 'Error Loading Rentals' card and 'Failed to fetch rental listings' when loading fails", async () => {
    mockedGetAvailable.mockRejectedValue({});
    renderLegacy();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Rentals' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to fetch rental listings');
  });
});
