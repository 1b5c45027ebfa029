import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, api, changeLanguage, useAuthStore } from '@grovekeeper/shared';
import type { ProfileUpdate } from '@grovekeeper/shared';
import { renderAt } from '@grovekeeper/shared/testing';
import { LoginPage } from '../../features/auth/components/LoginPage';
import { RegisterPage } from '../../features/auth/components/RegisterPage';
import { AppLayout } from '../../features/layout/components/AppLayout';
import { getProfile } from '../../features/profile/api/get-profile';
import { updateProfile } from '../../features/profile/api/update-profile';
import { getReportSummary } from '../../features/reports/api/get-report-summary';
import { listNotifications } from '../../features/notifications/api/notifications-api';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { ReportsPage } from '../../features/reports/components/ReportsPage';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { fakeToken } from '../../test/fake-token';
import { mockMatchMedia } from '../../test/match-media';
import { profileFixture } from '../../test/profile-fixture';
import { reportFixture } from '../../test/report-fixture';
import { resetStores } from '../../test/reset-stores';

jest.mock('../../features/profile/api/get-profile');
jest.mock('../../features/profile/api/update-profile');
jest.mock('../../features/reports/api/get-report-summary');
jest.mock('../../features/notifications/api/notifications-api');
// The charts draw with SVG measurements jsdom lacks: show what they were given instead.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label?: string }[] }) => (
    <p data-testid="bar-chart">{series[0]?.label}</p>
  ),
}));
jest.mock('@mui/x-charts/PieChart', () => ({
  PieChart: ({ series }: { series: { data: { label?: string }[] }[] }) => (
    <p data-testid="pie-chart">{(series[0]?.data ?? []).map((slice) => slice.label).join(', ')}</p>
  ),
}));

const mockedGetProfile = jest.mocked(getProfile);
const mockedUpdateProfile = jest.mocked(updateProfile);
const mockedSummary = jest.mocked(getReportSummary);
const mockedList = jest.mocked(listNotifications);

function renderLayout(path = '/') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<p>Page content</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function renderPublic(page: 'login' | 'register') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/${page}`]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function renderSettings() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/settings']}>
        <SettingsPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  resetStores();
  mockMatchMedia(true);
  mockedGetProfile.mockReset();
  mockedUpdateProfile.mockReset();
  mockedSummary.mockReset();
  // A Greek speaker's profile: loading it keeps the product in Greek.
  mockedGetProfile.mockResolvedValue(profileFixture({ language: 'el' }));
  mockedSummary.mockResolvedValue(reportFixture());
  mockedList.mockReset();
  mockedList.mockResolvedValue({
    notifications: [],
    unread: 4,
    lastEventId: '0',
    pagination: { current: 1, total: 1, count: 0, totalCount: 4 },
  });
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  jest.restoreAllMocks();
});

describe('the shell in Greek', () => {
  it('names the sidebar, the header and the tab in Greek', async () => {
    useAuthStore.getState().setToken(fakeToken());
    await act(() => changeLanguage('el'));
    renderLayout('/');

    const nav = screen.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    expect(within(nav).getByRole('link', { name: 'Προβολή χάρτη' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(nav).getByRole('link', { name: 'Επισκόπηση κτημάτων' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Διαχείριση κτημάτων' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ρυθμίσεις' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent('Πίνακας ελέγχου');
    expect(screen.getByTestId('header-subtitle')).toHaveTextContent(
      'Καλώς ήρθατε ξανά! Δείτε τι γίνεται σήμερα στα κτήματά σας.',
    );
    expect(document.title).toBe('Πίνακας ελέγχου · Grovekeeper');
    expect(
      await screen.findByRole('button', { name: 'Ειδοποιήσεις, 4 μη αναγνωσμένες' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αλλαγή σε σκοτεινό θέμα' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Γλώσσα: Ελληνικά' })).toHaveTextContent('EL');
    expect(screen.getByRole('button', { name: 'Σύμπτυξη πλαϊνής στήλης' })).toBeInTheDocument();
    expect(screen.getByText('Μετάβαση στο κύριο περιεχόμενο')).toBeInTheDocument();

    await screen.findByText('Eleni Papadopoulou');
    await userEvent.setup().click(screen.getByTestId('user-menu-button'));
    expect(screen.getByRole('menuitem', { name: 'Αποσύνδεση' })).toBeInTheDocument();

    for (const english of ['Map View', 'Estates Overview', 'Dashboard', 'Settings', 'Logout']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('switches the whole frame from the header without a reload, and back, saving the choice', async () => {
    useAuthStore.getState().setToken(fakeToken());
    mockedGetProfile.mockResolvedValue(profileFixture({ language: 'en' }));
    const put = jest.spyOn(api, 'put').mockResolvedValue({});
    const user = userEvent.setup();
    renderLayout('/estates');
    await screen.findByText('Eleni Papadopoulou');
    expect(screen.getByTestId('header-title')).toHaveTextContent('Estates Overview');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ελληνικά' }));

    await waitFor(() =>
      expect(screen.getByTestId('header-title')).toHaveTextContent('Επισκόπηση κτημάτων'),
    );
    expect(screen.getByRole('link', { name: 'Προσθήκη κτήματος' })).toBeInTheDocument();
    expect(document.title).toBe('Επισκόπηση κτημάτων · Grovekeeper');
    expect(document.documentElement.lang).toBe('el');
    expect(put).toHaveBeenCalledWith('/api/profile', { language: 'el' });
    // The user's name is not translated.
    expect(screen.getByText('Eleni Papadopoulou')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Γλώσσα: Ελληνικά' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByTestId('header-title')).toHaveTextContent('Estates Overview'),
    );
    expect(screen.getByRole('link', { name: 'Add Estate' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the sign-in page in Greek, with its checks and the language menu', async () => {
    await act(() => changeLanguage('el'));
    const user = userEvent.setup();
    renderPublic('login');

    expect(screen.getByRole('heading', { name: 'Καλώς ήρθατε ξανά' })).toBeInTheDocument();
    expect(screen.getByText('Συνδεθείτε για να διαχειριστείτε τα κτήματά σας')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Κωδικός πρόσβασης/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Δημιουργήστε έναν' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Γλώσσα: Ελληνικά' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    expect(screen.getByText('Το email είναι υποχρεωτικό')).toBeInTheDocument();
    expect(screen.getByText('Ο κωδικός πρόσβασης είναι υποχρεωτικός')).toBeInTheDocument();
    for (const english of ['Welcome back', 'Sign In', 'Password', 'Email is required']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('switches the register page to Greek from its language menu', async () => {
    const user = userEvent.setup();
    renderPublic('register');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ελληνικά' }));

    expect(
      await screen.findByRole('heading', { name: 'Δημιουργήστε λογαριασμό' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 6 χαρακτήρες'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Δημιουργία λογαριασμού' })).toBeInTheDocument();
    expect(screen.queryByText('Create Account')).not.toBeInTheDocument();
  });

  it('shows the settings page in Greek, its language select naming each language in itself', async () => {
    useAuthStore.getState().setToken(fakeToken());
    await act(() => changeLanguage('el'));
    renderSettings();

    expect(await screen.findByDisplayValue('olives, irrigation')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Εμφάνιση' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Προτιμήσεις' })).toBeInTheDocument();
    expect(field(/^Ζώνη ώρας/)).toHaveValue('UTC+2');
    expect(field(/^Γλώσσα/)).toHaveValue('el');
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('Τρέχον θέμα: Φωτεινό')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Επεξεργασία ρυθμίσεων' })).toBeInTheDocument();
    for (const english of ['Settings', 'Appearance', 'Timezone', 'Current theme: Light']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("saves the language 'el' on the profile and turns the page Greek at once", async () => {
    useAuthStore.getState().setToken(fakeToken());
    const stored = profileFixture({ language: 'en' });
    mockedGetProfile.mockResolvedValue(stored);
    mockedUpdateProfile.mockImplementation(async (update: ProfileUpdate) => ({
      ...stored,
      ...update,
    }));
    const user = userEvent.setup();
    renderSettings();
    await screen.findByDisplayValue('olives, irrigation');
    expect(field(/^Language/)).toHaveValue('en');

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    await user.selectOptions(field(/^Language/), 'Ελληνικά');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Οι ρυθμίσεις ενημερώθηκαν!')).toBeInTheDocument();
    expect(mockedUpdateProfile).toHaveBeenCalledWith({
      timezone: 'UTC+2',
      language: 'el',
      interests: ['olives', 'irrigation'],
    });
    expect(screen.getByRole('heading', { name: 'Ρυθμίσεις', level: 1 })).toBeInTheDocument();
    expect(field(/^Γλώσσα/)).toHaveValue('el');
    expect(field(/^Γλώσσα/)).toBeDisabled();
    expect(document.documentElement.lang).toBe('el');
    expect(screen.queryByText('Settings updated successfully!')).not.toBeInTheDocument();
  });

  it('shows the profile in Greek, with the member-since date in Greek', async () => {
    useAuthStore.getState().setToken(fakeToken());
    await act(() => changeLanguage('el'));
    renderAt(<ProfilePage />, { path: '/' });

    expect(await screen.findByText('Μέλος από 4 Μαρτίου 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Προφίλ', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Προσωπικά στοιχεία' })).toBeInTheDocument();
    expect(field(/^Ονοματεπώνυμο/)).toHaveValue('Eleni Papadopoulou');
    expect(screen.getByRole('button', { name: 'Επεξεργασία προφίλ' })).toBeInTheDocument();
    expect(screen.queryByText('Personal Information')).not.toBeInTheDocument();
  });

  it('shows the profile ratings in Greek with a decimal comma', async () => {
    useAuthStore.getState().setToken(fakeToken());
    mockedGetProfile.mockResolvedValue({
      ...profileFixture({ language: 'el' }),
      ratings: { asOwner: { average: 4.25, count: 4 }, asTenant: { average: 0, count: 0 } },
    } as ReturnType<typeof profileFixture>);
    await act(() => changeLanguage('el'));
    renderAt(<ProfilePage />, { path: '/' });

    const owner = within(
      await screen.findByRole('region', { name: 'Αξιολογήσεις ως ιδιοκτήτης γης' }),
    );
    expect(owner.getByText('4,3 (4 αξιολογήσεις)')).toBeInTheDocument();
    expect(owner.getByRole('img', { name: 'Βαθμολογία 4,3 στα 5' })).toBeInTheDocument();
    const tenant = within(screen.getByRole('region', { name: 'Αξιολογήσεις ως μισθωτής' }));
    expect(tenant.getByText('Καμία αξιολόγηση ακόμη')).toBeInTheDocument();
  });

  it('shows the reports in Greek with Greek numbers, money and areas', async () => {
    useAuthStore.getState().setToken(fakeToken());
    await act(() => changeLanguage('el'));
    renderAt(<ReportsPage />, { path: '/reports' });

    const estates = await screen.findByRole('region', { name: 'Σύνολο δέντρων' });
    expect(estates).toHaveTextContent('1.250');
    expect(estates).toHaveTextContent('+15 αυτή την εβδομάδα');
    expect(screen.getByRole('region', { name: 'Έκταση γης' })).toHaveTextContent(
      '17,50 εκτ. (175,0 στρ.)',
    );
    expect(screen.getByRole('region', { name: 'Αγορά μισθώσεων' })).toHaveTextContent(
      '1.125,00 €/μήνα',
    );
    expect(screen.getByRole('region', { name: 'Συγκομιδές' })).toHaveTextContent('1.129,5 kg');
    expect(await screen.findByText('Μισθωμένο, Διαθέσιμο')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Εξαγωγή αναφοράς' })).toBeInTheDocument();
    expect(screen.queryByText('Export Report')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Trees')).not.toBeInTheDocument();
  });

  it('tells field staff in Greek why the reports show no money', async () => {
    useAuthStore.getState().setToken(fakeToken());
    await act(() => changeLanguage('el'));
    const full = reportFixture();
    mockedSummary.mockResolvedValue({
      ...full,
      canSeeMoney: false,
      totals: { ...full.totals, rentalRevenue: null },
      distributions: { ...full.distributions, rentalStatuses: null },
      marketplace: null,
      applications: null,
    });
    renderAt(<ReportsPage />, { path: '/reports' });
    expect(
      await screen.findByText(
        'Ο ρόλος σας στα κτήματα της ομάδας σας δείχνει τα δέντρα και τις συγκομιδές τους: οι ενοικιάσεις, τα συμβόλαια και τα οικονομικά φαίνονται μόνο στους ιδιοκτήτες και στους διαχειριστές.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Αγορά μισθώσεων' })).not.toBeInTheDocument();
  });
});
