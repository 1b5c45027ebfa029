import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@grovekeeper/shared';
import { renderAt, resetSharedStores, signInAsUser, toastText } from '@grovekeeper/shared/testing';
import {
  OTHER_ID,
  OWNER_ID,
  RENTAL_ID,
  applicationFixture,
  httpError,
} from '../../../test/fixtures';
import { createContractFromApplication } from '../api/create-contract-from-application';
import { getReceivedApplications } from '../api/get-received-applications';
import { getSentApplications } from '../api/get-sent-applications';
import { updateApplicationStatus } from '../api/update-application-status';
import { ApplicationsOverviewPage } from '../components/ApplicationsOverviewPage';

jest.mock('../api/get-received-applications');
jest.mock('../api/get-sent-applications');
jest.mock('../api/update-application-status');
jest.mock('../api/create-contract-from-application');
const mockedReceived = jest.mocked(getReceivedApplications);
const mockedSent = jest.mocked(getSentApplications);
const mockedDecide = jest.mocked(updateApplicationStatus);
const mockedCreateContract = jest.mocked(createContractFromApplication);

const pending = applicationFixture();
const approved = applicationFixture({
  _id: 'dddddddddddddddddddddd02',
  applicant: {
    _id: 'x',
    name: 'Anna Approved',
    email: 'anna@example.com',
    rating: { average: 4.5, count: 2 },
  },
  status: 'approved',
  startDate: '2030-09-15',
});
const contracted = applicationFixture({
  _id: 'dddddddddddddddddddddd03',
  applicant: {
    _id: 'y',
    name: 'Costas Contract',
    email: 'c@example.com',
    rating: { average: 0, count: 0 },
  },
  status: 'approved',
  contractId: 'ffffffffffffffffffffff01',
});

function card(applicant: string) {
  return screen.getByText(applicant).closest('[data-testid="application-card"]') as HTMLElement;
}

function renderOverview(url = '/rentals/applications') {
  return renderAt(<ApplicationsOverviewPage />, { path: '/rentals/applications', url });
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  mockedReceived.mockReset().mockResolvedValue([pending, approved, contracted]);
  mockedSent.mockReset().mockResolvedValue([]);
  mockedDecide.mockReset();
  mockedCreateContract.mockReset();
});

describe('ApplicationsOverviewPage', () => {
  it('shows the applications for my estates, each linking to its rental', async () => {
    renderOverview();
    expect(screen.getByRole('tab', { name: 'Applications for My Estates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const scope = within(await waitFor(() => card('Nikos Tenant')));
    expect(scope.getByRole('link', { name: 'North Grove' })).toHaveAttribute(
      'href',
      `/rentals/${RENTAL_ID}`,
    );
    expect(scope.getByTestId('application-status')).toHaveTextContent('Pending');
    expect(mockedReceived).toHaveBeenCalledWith();
  });

  it('shows how past owners rated each applicant as a tenant, or that nobody has yet', async () => {
    renderOverview();
    const rated = within(await waitFor(() => card('Anna Approved')));
    expect(rated.getByTestId('rental-rating')).toHaveTextContent('4.5 (2 ratings)');
    expect(within(card('Costas Contract')).getByTestId('rental-rating')).toHaveTextContent(
      'No ratings yet',
    );
  });

  it('approves a pending application and shows "Application approved successfully"', async () => {
    const user = userEvent.setup();
    mockedDecide.mockResolvedValue({ ...pending, status: 'approved' });
    renderOverview();
    await user.click(
      await screen.findByRole('button', { name: 'Approve application from Nikos Tenant' }),
    );
    await waitFor(() => expect(toastText()).toBe('Success: Application approved successfully'));
    expect(mockedDecide).toHaveBeenCalledWith(pending._id, 'approved');
    expect(within(card('Nikos Tenant')).getByTestId('application-status')).toHaveTextContent(
      'Approved',
    );
    expect(
      within(card('Nikos Tenant')).getByRole('button', { name: 'Create Contract' }),
    ).toBeInTheDocument();
  });

  it('rejects a pending application and shows "Application rejected successfully"', async () => {
    const user = userEvent.setup();
    mockedDecide.mockResolvedValue({ ...pending, status: 'rejected' });
    renderOverview();
    await user.click(
      await screen.findByRole('button', { name: 'Reject application from Nikos Tenant' }),
    );
    await waitFor(() => expect(toastText()).toBe('Success: Application rejected successfully'));
    expect(mockedDecide).toHaveBeenCalledWith(pending._id, 'rejected');
    expect(
      within(card('Nikos Tenant')).queryByRole('button', { name: /Approve/ }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's error, else 'Failed to rejected the application', when a decision fails", async () => {
    const user = userEvent.setup();
    mockedDecide.mockRejectedValueOnce(httpError(409, 'The application is no longer pending'));
    mockedDecide.mockRejectedValueOnce({});
    renderOverview();
    const reject = await screen.findByRole('button', {
      name: 'Reject application from Nikos Tenant',
    });
    await user.click(reject);
    await waitFor(() => expect(toastText()).toBe('Error: The application is no longer pending'));
    await user.click(reject);
    await waitFor(() => expect(toastText()).toBe('Error: Failed to rejected the application'));
  });

  it('creates a contract from an approved application for 12 months and opens it', async () => {
    const user = userEvent.setup();
    mockedCreateContract.mockResolvedValue({
      _id: 'ffffffffffffffffffffff09',
      contractNumber: 'RC-2030-0009',
    } as Contract);
    renderOverview();
    await waitFor(() => card('Anna Approved'));
    await user.click(
      within(card('Anna Approved')).getByRole('button', { name: 'Create Contract' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/rental-contracts/ffffffffffffffffffffff09',
      ),
    );
    expect(mockedCreateContract).toHaveBeenCalledWith(approved._id, {
      startDate: '2030-09-15',
      endDate: '2031-09-15',
      duration: 12,
      specialTerms: 'Standard rental agreement terms apply.',
    });
    expect(toastText()).toBe(
      'Contract Created: Contract RC-2030-0009 has been created successfully',
    );
  });

  it("shows 'Failed to create contract' when the contract cannot be created", async () => {
    const user = userEvent.setup();
    mockedCreateContract.mockRejectedValue({});
    renderOverview();
    await waitFor(() => card('Anna Approved'));
    await user.click(
      within(card('Anna Approved')).getByRole('button', { name: 'Create Contract' }),
    );
    await waitFor(() => expect(toastText()).toBe('Error: Failed to create contract'));
    expect(screen.getByTestId('location').textContent).toBe('/rentals/applications');
  });

  it('offers View Contract instead of Create Contract once a contract exists', async () => {
    renderOverview();
    const scope = within(await waitFor(() => card('Costas Contract')));
    expect(scope.getByRole('link', { name: 'View Contract' })).toHaveAttribute(
      'href',
      '/rental-contracts/ffffffffffffffffffffff01',
    );
    expect(scope.queryByRole('button', { name: 'Create Contract' })).not.toBeInTheDocument();
  });

  it('shows the applications in a table in list view', async () => {
    const user = userEvent.setup();
    renderOverview();
    await waitFor(() => card('Nikos Tenant'));
    await user.click(screen.getByRole('button', { name: 'List view' }));
    const grid = await screen.findByRole('grid', { name: 'Rental applications' });
    expect(within(grid).getByText('Nikos Tenant')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Approve application from Nikos Tenant' }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load applications for your estates' with Try Again when loading fails", async () => {
    const user = userEvent.setup();
    mockedReceived.mockRejectedValueOnce({});
    renderOverview();
    expect(await screen.findByTestId('rentals:load-error')).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to load applications for your estates');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => card('Nikos Tenant'));
  });

  it('offers View Available Rentals when I have sent no applications', async () => {
    const user = userEvent.setup();
    renderOverview();
    await user.click(screen.getByRole('tab', { name: 'My Applications to Other Estates' }));
    expect(
      await screen.findByRole('heading', { name: 'No applications found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Available Rentals' })).toHaveAttribute(
      'href',
      '/rentals?tab=available',
    );
  });

  it('shows my sent applications with the owner and no owner actions', async () => {
    signInAsUser(OTHER_ID);
    mockedSent.mockResolvedValue([pending]);
    renderOverview('/rentals/applications?tab=sent');
    const scope = within(await waitFor(() => card('Maria Owner')));
    expect(scope.getByRole('link', { name: 'North Grove' })).toHaveAttribute(
      'href',
      `/rentals/${RENTAL_ID}`,
    );
    expect(scope.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load your applications' when my applications fail to load", async () => {
    mockedSent.mockRejectedValue({});
    renderOverview('/rentals/applications?tab=sent');
    expect(await screen.findByTestId('rentals:load-error')).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to load your applications');
  });
});
