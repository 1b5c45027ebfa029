import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { WorkforceApplicationStatus } from '@grovekeeper/shared';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { getMyApplications } from '../api/get-my-applications';
import { getReceivedApplications } from '../api/get-received-applications';
import { updateApplicationStatus } from '../api/update-application-status';
import { ApplicationsPage } from '../components/ApplicationsPage';
import { applicationFixture } from '../../../test/application-fixtures';

jest.mock('../api/get-received-applications');
jest.mock('../api/get-my-applications');
jest.mock('../api/update-application-status');
const mockedReceived = jest.mocked(getReceivedApplications);
const mockedMy = jest.mocked(getMyApplications);
const mockedUpdate = jest.mocked(updateApplicationStatus);

const pending = applicationFixture();

function renderPage(url = '/workforce/applications') {
  return renderAt(<ApplicationsPage />, { path: '/workforce/applications', url });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function chooseStatus(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: label }));
}

beforeEach(() => {
  resetSharedStores();
  mockedReceived.mockReset().mockResolvedValue([pending]);
  mockedMy.mockReset().mockResolvedValue([]);
  mockedUpdate.mockReset();
});

describe('ApplicationsPage: Received Applications', () => {
  it('opens on Received Applications and asks the server for every status', async () => {
    renderPage();
    expect(screen.getByRole('tab', { name: 'Received Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('article', { name: 'Application from Nikos Worker' }),
    ).toBeVisible();
    expect(mockedReceived).toHaveBeenCalledWith(undefined);
    expect(mockedMy).not.toHaveBeenCalled();
  });

  it('sends the chosen status to the server and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Application from Nikos Worker' });
    mockedReceived.mockResolvedValue([]);
    await chooseStatus(user, 'Approved');

    await waitFor(() => expect(mockedReceived).toHaveBeenLastCalledWith('approved'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/workforce/applications?tab=received&status=approved',
    );
    expect(await screen.findByText('No applications found')).toBeVisible();
  });

  it('shows the applicant, the job, the applied date, the message and the first 3 skills', async () => {
    renderPage();
    const scope = within(
      await screen.findByRole('article', { name: 'Application from Nikos Worker' }),
    );
    expect(scope.getByRole('link', { name: 'nikos@example.com' })).toHaveAttribute(
      'href',
      'mailto:nikos@example.com',
    );
    expect(scope.getByRole('link', { name: '+30 690 000 0000' })).toHaveAttribute(
      'href',
      'tel:+306900000000',
    );
    expect(scope.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(scope.getByText('Experienced (3-5 years)')).toBeVisible();
    const skills = within(scope.getByRole('list', { name: 'Skills of Nikos Worker' }));
    expect(skills.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Harvesting',
      'Pruning',
      'Irrigation',
      '+2 more',
    ]);
    expect(scope.getByRole('link', { name: 'Olive harvest helpers' })).toHaveAttribute(
      'href',
      '/workforce/job-listings/cccccccccccccccccccccc01',
    );
    expect(scope.getByText('€12.50/hour')).toBeVisible();
    expect(scope.getByText('Oct 15, 2030')).toBeVisible();
    expect(scope.getByText('Mar 2, 2030')).toBeVisible();
    expect(scope.getByText('I am interested in this position.')).toBeVisible();
    expect(scope.getByTestId('application-status')).toHaveTextContent('Pending');
  });

  it("offers the owner's buttons of section 4 for each status, and none for the others", async () => {
    const statuses: WorkforceApplicationStatus[] = [
      'pending',
      'reviewed',
      'shortlisted',
      'approved',
      'rejected',
      'withdrawn',
    ];
    mockedReceived.mockResolvedValue(
      statuses.map((status, index) =>
        applicationFixture({
          _id: `dddddddddddddddddddddd1${index}`,
          status,
          applicant: { name: `Worker ${status}` },
        }),
      ),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Application from Worker pending' });
    const buttonsOf = (status: string) =>
      within(card(`Application from Worker ${status}`))
        .queryAllByRole('button')
        .map((button) => button.textContent);

    expect(buttonsOf('pending')).toEqual(['Approve', 'Reject']);
    expect(buttonsOf('approved')).toEqual(['Reject']);
    expect(buttonsOf('rejected')).toEqual(['Approve']);
    expect(buttonsOf('reviewed')).toEqual([]);
    expect(buttonsOf('shortlisted')).toEqual([]);
    expect(buttonsOf('withdrawn')).toEqual([]);
  });

  it('approves a pending application and shows "Application status updated successfully"', async () => {
    const user = userEvent.setup();
    mockedUpdate.mockResolvedValue({ ...pending, status: 'approved' });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Approve application from Nikos Worker' }),
    );

    await waitFor(() =>
      expect(toastText()).toBe('Success: Application status updated successfully'),
    );
    expect(mockedUpdate).toHaveBeenCalledWith(pending._id, 'approved');
    const scope = within(card('Application from Nikos Worker'));
    expect(scope.getByTestId('application-status')).toHaveTextContent('Approved');
    expect(scope.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reject']);
  });

  it("shows the server's error, else 'Failed to update application status', when a decision fails", async () => {
    const user = userEvent.setup();
    mockedUpdate.mockRejectedValueOnce(new Error('The application is no longer pending'));
    mockedUpdate.mockRejectedValueOnce({});
    renderPage();
    const reject = await screen.findByRole('button', {
      name: 'Reject application from Nikos Worker',
    });
    await user.click(reject);
    await waitFor(() => expect(toastText()).toBe('Error: The application is no longer pending'));
    await user.click(reject);
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update application status'));
    expect(
      within(card('Application from Nikos Worker')).getByTestId('application-status'),
    ).toHaveTextContent('Pending');
  });

  it("shows 'Failed to fetch applications' with Try Again when the list cannot load", async () => {
    const user = userEvent.setup();
    mockedReceived.mockRejectedValueOnce({});
    renderPage();
    expect(await screen.findByTestId('workforce:load-error')).toHaveTextContent(
      'Failed to fetch applications',
    );
    expect(toastText()).toBe('Error: Failed to fetch applications');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('article', { name: 'Application from Nikos Worker' }),
    ).toBeVisible();
  });
});

describe('ApplicationsPage: My Applications', () => {
  const mine = [
    applicationFixture({ _id: 'eeeeeeeeeeeeeeeeeeeeee01', jobListing: { title: 'Pruning crew' } }),
    applicationFixture({
      _id: 'eeeeeeeeeeeeeeeeeeeeee02',
      status: 'approved',
      jobListing: { title: 'Irrigation fitter' },
    }),
    applicationFixture({
      _id: 'eeeeeeeeeeeeeeeeeeeeee03',
      status: 'withdrawn',
      jobListing: { title: 'Tractor driver' },
    }),
  ];

  beforeEach(() => mockedMy.mockResolvedValue(mine));

  it('opens on My Applications from ?tab=my and shows the job, employer and status of each', async () => {
    renderPage('/workforce/applications?tab=my');
    expect(screen.getByRole('tab', { name: 'My Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const scope = within(
      await screen.findByRole('article', { name: 'Application for Pruning crew' }),
    );
    expect(scope.getByText('Maria Owner')).toBeVisible();
    expect(scope.getByTestId('application-status')).toHaveTextContent('Pending');
    expect(scope.getByText('Mar 2, 2030')).toBeVisible();
    expect(mockedReceived).not.toHaveBeenCalled();
  });

  it('filters by status here, without asking the server again', async () => {
    const user = userEvent.setup();
    renderPage('/workforce/applications?tab=my');
    await screen.findByRole('article', { name: 'Application for Pruning crew' });
    await chooseStatus(user, 'Approved');

    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Application for Irrigation fitter',
    ]);
    expect(mockedMy).toHaveBeenCalledTimes(1);
    expect(mockedMy).toHaveBeenCalledWith();
  });

  it('offers Withdraw only on pending applications', async () => {
    renderPage('/workforce/applications?tab=my');
    await screen.findByRole('article', { name: 'Application for Pruning crew' });
    expect(
      screen.getAllByRole('button', { name: /^Withdraw/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Withdraw application for Pruning crew']);
  });

  it('withdraws a pending application once confirmed', async () => {
    const user = userEvent.setup();
    mockedUpdate.mockResolvedValue({ ...mine[0]!, status: 'withdrawn' });
    renderPage('/workforce/applications?tab=my');
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw application for Pruning crew' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw application?' }));
    expect(mockedUpdate).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Withdraw application' }));

    await waitFor(() =>
      expect(toastText()).toBe('Success: Application status updated successfully'),
    );
    expect(mockedUpdate).toHaveBeenCalledWith('eeeeeeeeeeeeeeeeeeeeee01', 'withdrawn');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const scope = within(card('Application for Pruning crew'));
    expect(scope.getByTestId('application-status')).toHaveTextContent('Withdrawn');
    expect(scope.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('keeps the application when the withdrawal is cancelled', async () => {
    const user = userEvent.setup();
    renderPage('/workforce/applications?tab=my');
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw application for Pruning crew' }),
    );
    await user.click(screen.getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch your applications' when the list cannot load", async () => {
    mockedMy.mockRejectedValue({});
    renderPage('/workforce/applications?tab=my');
    expect(await screen.findByTestId('workforce:load-error')).toHaveTextContent(
      'Failed to fetch your applications',
    );
    expect(toastText()).toBe('Error: Failed to fetch your applications');
  });

  it('switches tabs and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Application from Nikos Worker' });
    await user.click(screen.getByRole('tab', { name: 'My Applications' }));
    expect(
      await screen.findByRole('article', { name: 'Application for Pruning crew' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/workforce/applications?tab=my');
  });
});
