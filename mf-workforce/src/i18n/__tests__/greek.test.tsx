import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@grovekeeper/shared';
import type { Worker, WorkerPage } from '@grovekeeper/shared';
import { geocoder } from '@grovekeeper/shared/maps';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { applicationFixture } from '../../test/application-fixtures';
import { estateFixture, jobDetailFixture, jobListingFixture } from '../../test/job-fixtures';
import { getMyApplications } from '../../features/applications/api/get-my-applications';
import { getReceivedApplications } from '../../features/applications/api/get-received-applications';
import { updateApplicationStatus } from '../../features/applications/api/update-application-status';
import { ApplicationsPage } from '../../features/applications/components/ApplicationsPage';
import { formatDays } from '../../features/common/utils/dates';
import { formatPay, labelOf } from '../../features/common/utils/labels';
import { getMyEstates as getWorkerEstates } from '../../features/find-workers/api/get-my-estates';
import { getWorkers } from '../../features/find-workers/api/get-workers';
import { FindWorkersPage } from '../../features/find-workers/components/FindWorkersPage';
import { nearLabel } from '../../features/find-workers/utils/worker-filters';
import { getJobListing } from '../../features/job-detail/api/get-job-listing';
import { JobDetailPage } from '../../features/job-detail/components/JobDetailPage';
import { getMyEstates as getFormEstates } from '../../features/job-form/api/get-my-estates';
import { validateJobForm } from '../../features/job-form/utils/job-form-validation';
import { emptyJobForm } from '../../features/job-form/utils/job-form-values';
import { getJobListings } from '../../features/job-listings/api/get-job-listings';
import { JobListingsPage } from '../../features/job-listings/components/JobListingsPage';
import { PostJobPage } from '../../features/post-job/components/PostJobPage';

jest.mock('../../features/applications/api/get-received-applications');
jest.mock('../../features/applications/api/get-my-applications');
jest.mock('../../features/applications/api/update-application-status');
jest.mock('../../features/job-listings/api/get-job-listings');
jest.mock('../../features/job-detail/api/get-job-listing');
jest.mock('../../features/job-form/api/get-my-estates');
jest.mock('../../features/find-workers/api/get-workers');
jest.mock('../../features/find-workers/api/get-my-estates');

const mockedReceived = jest.mocked(getReceivedApplications);
const mockedMy = jest.mocked(getMyApplications);
const mockedUpdate = jest.mocked(updateApplicationStatus);
const mockedGetJobs = jest.mocked(getJobListings);
const mockedGetJob = jest.mocked(getJobListing);
const mockedFormEstates = jest.mocked(getFormEstates);
const mockedGetWorkers = jest.mocked(getWorkers);
const mockedWorkerEstates = jest.mocked(getWorkerEstates);

function workerFixture(overrides: Partial<Worker> = {}): Worker {
  const id = overrides._id ?? 'bbbbbbbbbbbbbbbbbbbbbbb2';
  return {
    _id: id,
    id,
    name: 'Νίκος Παπαδόπουλος',
    avatar: '',
    location: 'Μεσσήνη',
    coordinates: { lat: 37.05, lng: 22.0 },
    availability: 'available',
    rating: { average: 4.5, count: 2 },
    experience: 'experienced',
    yearsOfExperience: 4,
    skills: ['harvesting', 'pruning', 'irrigation', 'planting'],
    bio: 'Μαζεύω ελιές από το 2019.',
    distance: 3.24,
    ...overrides,
  };
}

function pageOf(workers: Worker[]): WorkerPage {
  return {
    workers,
    pagination: { current: 1, total: 1, count: workers.length, totalCount: workers.length },
  };
}

beforeEach(async () => {
  resetSharedStores();
  mockedReceived.mockReset().mockResolvedValue([applicationFixture()]);
  mockedMy.mockReset().mockResolvedValue([]);
  mockedUpdate.mockReset();
  mockedGetJobs.mockReset().mockResolvedValue([jobListingFixture()]);
  mockedGetJob.mockReset().mockResolvedValue(jobDetailFixture());
  mockedFormEstates.mockReset().mockResolvedValue([estateFixture()]);
  mockedGetWorkers
    .mockReset()
    .mockResolvedValue(pageOf([workerFixture(), workerFixture({ _id: 'b3', name: 'Ελένη' })]));
  mockedWorkerEstates.mockReset().mockResolvedValue([]);
  jest.spyOn(geocoder, 'search').mockResolvedValue([]);
  await act(() => changeLanguage('el'));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
});

describe('mf-workforce in Greek', () => {
  it('shows Browse Jobs in Greek, with Greek money, dates and counts, and back in English without a reload', async () => {
    renderAt(<JobListingsPage />, { path: '/workforce/job-listings' });

    expect(
      await screen.findByRole('heading', { name: 'Αναζήτηση εργασίας', level: 1 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Olive harvest helpers' });
    expect(within(card).getByText('Εποχική')).toBeInTheDocument();
    expect(within(card).getByText('12,50 €/ώρα')).toBeInTheDocument();
    expect(within(card).getByText('Έναρξη 15 Οκτ 2030 · 14 ημέρες')).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Απαιτούμενες δεξιότητες' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Συγκομιδή', 'Κλάδεμα', 'Ελαιοκαλλιέργεια', '+1 ακόμη']);
    expect(within(card).getByRole('link', { name: /^Λεπτομέρειες/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Είδος εργασίας' })).toBeInTheDocument();
    for (const english of ['Browse Jobs', 'Seasonal', 'View Details', 'Harvesting']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { name: 'Browse Jobs', level: 1 }),
    ).toBeInTheDocument();
    expect(within(card).getByText('€12.50/hour')).toBeInTheDocument();
    expect(within(card).getByText('Starts Oct 15, 2030 · 14 days')).toBeInTheDocument();
    expect(screen.queryByText('Αναζήτηση εργασίας')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows a job's detail in Greek: facts, enum words by key, dates, and the apply panel", async () => {
    renderAt(<JobDetailPage />, {
      path: '/workforce/job-listings/:id',
      url: '/workforce/job-listings/x',
    });

    expect(
      await screen.findByRole('heading', { name: 'Olive harvest helpers', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Εργοδότης')).toBeInTheDocument();
    expect(screen.getByText('Πλήρης απασχόληση')).toBeInTheDocument();
    expect(
      screen.getByText('Μέσου επιπέδου (1-3 χρόνια), τουλάχιστον 2 χρόνια'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 Οκτ 2030')).toBeInTheDocument();
    expect(screen.getByText('3 από 50')).toBeInTheDocument();
    expect(screen.getByText('Ενεργή')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Κάντε αίτηση' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Σας ενδιαφέρει;' })).toBeInTheDocument();
    for (const english of ['Employer', 'Full Time', 'Apply Now', 'Active', 'Back to Jobs']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('validates the post form in Greek: field messages and the Validation Error toast', async () => {
    const user = userEvent.setup();
    renderAt(<PostJobPage />, { path: '/workforce/post-job' });

    await user.click(await screen.findByRole('button', { name: 'Δημοσίευση αγγελίας' }));

    expect(await screen.findByText('Ο τίτλος είναι υποχρεωτικός')).toBeInTheDocument();
    expect(screen.getByText('Η περιγραφή είναι υποχρεωτική')).toBeInTheDocument();
    expect(screen.getByText('Η αμοιβή είναι υποχρεωτική')).toBeInTheDocument();
    expect(toastText()).toBe('Σφάλμα στη φόρμα: Συμπληρώστε όλα τα υποχρεωτικά πεδία');
    expect(screen.getByRole('heading', { name: 'Αμοιβή και ωράριο' })).toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Pay and Schedule')).not.toBeInTheDocument();
  });

  it('lets an owner decide on an application in Greek, with the status by key and the toast', async () => {
    const user = userEvent.setup();
    mockedUpdate.mockResolvedValue({ ...applicationFixture(), status: 'approved' });
    renderAt(<ApplicationsPage />, { path: '/workforce/applications' });

    const card = await screen.findByRole('article', { name: 'Αίτηση από: Nikos Worker' });
    expect(screen.getByRole('tab', { name: 'Αιτήσεις που λάβατε' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(card).getByTestId('application-status')).toHaveTextContent('Σε αναμονή');
    expect(within(card).getByText('Έμπειρος (3-5 χρόνια)')).toBeInTheDocument();
    expect(within(card).getByText('2 Μαρ 2030')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Κατάσταση' })).toHaveTextContent('Όλες');

    await user.click(
      within(card).getByRole('button', { name: 'Έγκριση αίτησης από: Nikos Worker' }),
    );

    await waitFor(() => expect(toastText()).toBe('Επιτυχία: Η κατάσταση της αίτησης ενημερώθηκε'));
    expect(mockedUpdate).toHaveBeenCalledWith(applicationFixture()._id, 'approved');
    expect(within(card).getByTestId('application-status')).toHaveTextContent('Εγκρίθηκε');
    expect(screen.queryByText('Received Applications')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows the worker directory in Greek: count, availability, rating, experience and distance', async () => {
    renderAt(<FindWorkersPage />, { path: '/workforce/find-workers' });

    expect(await screen.findByTestId('workers-count')).toHaveTextContent('Βρέθηκαν 2 εργάτες');
    expect(screen.getByRole('heading', { name: 'Εύρεση εργατών', level: 1 })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Νίκος Παπαδόπουλος' });
    expect(within(card).getByText('Διαθέσιμος/η')).toBeInTheDocument();
    expect(within(card).getByText('4,5 (2 αξιολογήσεις)')).toBeInTheDocument();
    expect(within(card).getByText('Έμπειρος (3-5 χρόνια) · 4 χρόνια')).toBeInTheDocument();
    expect(within(card).getByTestId('worker-location')).toHaveTextContent(
      'Μεσσήνη · σε απόσταση 3,2 χλμ.',
    );
    expect(screen.getByRole('combobox', { name: 'Διαθεσιμότητα' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Κοντά μου' })).toBeInTheDocument();
    for (const english of ['Find Workers', 'Available', 'Near me', '2 workers found']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => changeLanguage('en'));
    await waitFor(() =>
      expect(screen.getByTestId('workers-count')).toHaveTextContent('2 workers found'),
    );
    expect(within(card).getByText('4.5 (2 ratings)')).toBeInTheDocument();
    expect(within(card).getByTestId('worker-location')).toHaveTextContent('Μεσσήνη · 3.2 km away');
  });

  it('says one of a count in the singular', async () => {
    mockedGetWorkers.mockResolvedValue(
      pageOf([workerFixture({ rating: { average: 5, count: 1 } })]),
    );
    renderAt(<FindWorkersPage />, { path: '/workforce/find-workers' });

    expect(await screen.findByTestId('workers-count')).toHaveTextContent('Βρέθηκε 1 εργάτης');
    expect(screen.getByText('5,0 (1 αξιολόγηση)')).toBeInTheDocument();
    expect(formatDays(1)).toBe('1 ημέρα');
  });

  it('translates the helpers by key and leaves English exactly as before', async () => {
    expect(labelOf('pest_control')).toBe('Φυτοπροστασία');
    expect(labelOf('some_new_value')).toBe('Some New Value');
    // Intl puts a no-break space between the figure and the euro sign.
    expect(formatPay(1234.5, 'EUR', 'daily').replace(/\u00a0/g, ' ')).toBe('1.234,50 €/ημέρα');
    expect(nearLabel({ lat: 1, lng: 2, source: 'me', label: '' })).toBe(
      'Σε ακτίνα 50 χλμ. από την τοποθεσία σας',
    );
    expect(validateJobForm(emptyJobForm(), 'edit').errors.startDate).toBe(
      'Η ημερομηνία έναρξης είναι υποχρεωτική',
    );

    await act(() => changeLanguage('en'));
    expect(labelOf('pest_control')).toBe('Pest Control');
    expect(formatPay(1234.5, 'EUR', 'daily')).toBe('€1,234.50/day');
    expect(formatDays(14)).toBe('14 days');
    expect(nearLabel({ lat: 1, lng: 2, source: 'estate', label: 'North Grove' })).toBe(
      'Within 50 km of North Grove',
    );
  });
});
