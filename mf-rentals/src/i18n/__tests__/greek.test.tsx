import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@grovekeeper/shared';
import { renderAt, resetSharedStores, signInAsUser } from '@grovekeeper/shared/testing';
import {
  OTHER_ID,
  OWNER_ID,
  RENTAL_ID,
  applicationFixture,
  estateFixture,
  rentalFixture,
} from '../../test/fixtures';
import { getReceivedApplications } from '../../features/applications/api/get-received-applications';
import { getSentApplications } from '../../features/applications/api/get-sent-applications';
import { ApplicationsOverviewPage } from '../../features/applications/components/ApplicationsOverviewPage';
import { getRental } from '../../features/common/api/get-rental';
import { getMyEstates } from '../../features/create-listing/api/get-my-estates';
import { CreateListingPage } from '../../features/create-listing/components/CreateListingPage';
import { getAvailableRentals } from '../../features/listings/api/get-available-rentals';
import { getMyRentals } from '../../features/listings/api/get-my-rentals';
import { RentalsPage } from '../../features/listings/components/RentalsPage';
import { RentalDetailPage } from '../../features/rental-detail/components/RentalDetailPage';

jest.mock('../../features/applications/api/get-received-applications');
jest.mock('../../features/applications/api/get-sent-applications');
jest.mock('../../features/common/api/get-rental');
jest.mock('../../features/create-listing/api/get-my-estates');
jest.mock('../../features/listings/api/get-available-rentals');
jest.mock('../../features/listings/api/get-my-rentals');

beforeEach(async () => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  jest.mocked(getMyRentals).mockResolvedValue([rentalFixture()]);
  jest.mocked(getAvailableRentals).mockResolvedValue({
    rentals: [rentalFixture()],
    pagination: { current: 1, total: 1, count: 1, totalCount: 1 },
  });
  jest.mocked(getRental).mockResolvedValue(rentalFixture());
  jest.mocked(getMyEstates).mockResolvedValue([estateFixture()]);
  jest.mocked(getReceivedApplications).mockResolvedValue([applicationFixture()]);
  jest.mocked(getSentApplications).mockResolvedValue([]);
  await act(() => changeLanguage('el'));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
});

describe('mf-rentals in Greek', () => {
  it('shows My Listings in Greek: title, tabs, money, areas in stremmata, durations and statuses', async () => {
    renderAt(<RentalsPage />, { path: '/rentals' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Μισθώσεις' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'North Grove' });
    expect(screen.getByRole('tab', { name: 'Οι αγγελίες μου' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Διαθέσιμες αγγελίες' })).toBeInTheDocument();
    expect(within(card).getByText('500,00 € / μήνα')).toBeInTheDocument();
    expect(within(card).getByText('12,35 εκτ. (123,5 στρ.)')).toBeInTheDocument();
    expect(within(card).getByText('2 σεζόν (εποχιακή)')).toBeInTheDocument();
    expect(within(card).getByText('3 αιτήσεις σε αναμονή')).toBeInTheDocument();
    expect(within(card).getByText('Καμία αξιολόγηση ακόμη')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Λεπτομέρειες για North Grove' })).toBeVisible();
    for (const english of ['My Listings', 'Available Listings', 'View Details', 'Land Area']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/ha$/)).not.toBeInTheDocument();
  });

  it("shows a listing's rating in Greek with a decimal comma", async () => {
    jest
      .mocked(getMyRentals)
      .mockResolvedValue([rentalFixture({ ratings: { average: 4.25, count: 7 } })]);
    renderAt(<RentalsPage />, { path: '/rentals' });
    const card = within(await screen.findByRole('article', { name: 'North Grove' }));
    expect(card.getByText('4,3 (7 αξιολογήσεις)')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Βαθμολογία 4,3 στα 5' })).toBeInTheDocument();
  });

  it('switches back to English without a reload', async () => {
    renderAt(<RentalsPage />, { path: '/rentals' });
    await screen.findByRole('article', { name: 'North Grove' });
    expect(screen.getByText('500,00 € / μήνα')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Listings' })).toBeInTheDocument();
    expect(await screen.findByText('€500.00 / month')).toBeInTheDocument();
    expect(screen.getByText('12.35 ha')).toBeInTheDocument();
    expect(screen.getByText('2 seasons (seasonal)')).toBeInTheDocument();
    expect(screen.queryByText('Μισθώσεις')).not.toBeInTheDocument();
  });

  it('shows a listing to a tenant in Greek, with the apply form and its validation', async () => {
    signInAsUser(OTHER_ID);
    const user = userEvent.setup();
    renderAt(<RentalDetailPage />, { path: '/rentals/:rentalId', url: `/rentals/${RENTAL_ID}` });
    expect(await screen.findByRole('heading', { name: 'North Grove' })).toBeInTheDocument();
    expect(screen.getByText('Ιδιοκτήτης')).toBeInTheDocument();
    expect(screen.getByText('1 Ιουν 2030')).toBeInTheDocument();
    expect(screen.getByText('Διαθέσιμη')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Αίτηση μίσθωσης' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Μήνυμα προς τον ιδιοκτήτη' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Υποβολή αίτησης' }));
    expect(await screen.findByText('Επιλέξτε ημερομηνία έναρξης')).toBeInTheDocument();
    for (const english of ['Apply for Rental', 'Submit Application', 'Owner', 'Back to Rentals']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the listing form in Greek, with the validation messages in Greek', async () => {
    const user = userEvent.setup();
    renderAt(<CreateListingPage />, { path: '/rentals/create' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Νέα αγγελία μίσθωσης' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Σύνολο: 3 μήνες')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Τιμή ανά' })).toHaveTextContent('Μήνα');
    await user.click(screen.getByRole('button', { name: 'Δημοσίευση αγγελίας' }));
    expect(await screen.findByText('Επιλέξτε κτήμα')).toBeInTheDocument();
    expect(screen.getByText('Συμπληρώστε έγκυρη τιμή')).toBeInTheDocument();
    expect(screen.getByText('Επιλέξτε ημερομηνία έναρξης')).toBeInTheDocument();
    for (const english of ['Publish Listing', 'Please select an estate', 'Price Type']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the applications for my estates in Greek, with the decisions and dates', async () => {
    renderAt(<ApplicationsOverviewPage />, { path: '/rentals/applications' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Αιτήσεις μίσθωσης' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Αίτηση για North Grove' });
    expect(within(card).getByTestId('application-status')).toHaveTextContent('Σε αναμονή');
    expect(within(card).getByText('1 Ιουλ 2030')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Έγκριση αίτησης από Nikos Tenant' }),
    ).toHaveTextContent('Έγκριση');
    expect(
      within(card).getByRole('button', { name: 'Απόρριψη αίτησης από Nikos Tenant' }),
    ).toHaveTextContent('Απόρριψη');
    await waitFor(() => expect(screen.queryByText('Pending')).not.toBeInTheDocument());
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    expect(screen.queryByText('Applications for My Estates')).not.toBeInTheDocument();
  });
});
