import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { applicationFixture } from '../../../test/application-fixtures';
import { getReceivedApplications } from '../../applications/api/get-received-applications';
import { rateWorker } from '../api/rate-worker';
import { MyWorkersPage } from '../components/MyWorkersPage';

jest.mock('../../applications/api/get-received-applications');
jest.mock('../api/rate-worker');
const mockedHired = jest.mocked(getReceivedApplications);
const mockedRate = jest.mocked(rateWorker);

const hired = applicationFixture({ status: 'approved' });
const alreadyRated = applicationFixture({
  _id: 'dddddddddddddddddddddd02',
  status: 'approved',
  myRating: 5,
  applicant: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb3', name: 'Eleni Pruner', phone: '' },
});

function renderPage(url = '/workforce/my-workers') {
  return renderAt(<MyWorkersPage />, { path: '/workforce/my-workers', url });
}

/**
 * Picks a star as a click on its radio. Not user.click: MUI Rating reads the pointer's place
 * over its stars from their layout, and jsdom lays nothing out.
 */
function pickStars(scope: ReturnType<typeof within>, stars: string) {
  fireEvent.click(scope.getByRole('radio', { name: stars }));
}

beforeEach(() => {
  resetSharedStores();
  mockedHired.mockReset().mockResolvedValue([hired, alreadyRated]);
  mockedRate.mockReset();
});

describe('MyWorkersPage', () => {
  it('lists the approved workers by default, with contact, rating, skills and the job', async () => {
    renderPage();
    const scope = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    expect(mockedHired).toHaveBeenCalledWith('approved');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved');
    expect(scope.getByRole('link', { name: 'nikos@example.com' })).toBeVisible();
    expect(scope.getByRole('link', { name: '+30 690 000 0000' })).toBeVisible();
    expect(scope.getByText('4.0 (3 ratings)')).toBeVisible();
    expect(
      within(scope.getByRole('list', { name: 'Skills of Nikos Worker' })).getByText('+2 more'),
    ).toBeVisible();
    expect(scope.getByRole('link', { name: 'Olive harvest helpers' })).toHaveAttribute(
      'href',
      '/workforce/job-listings/cccccccccccccccccccccc01',
    );
    expect(scope.getByText(/^Hired for/)).toHaveTextContent(
      'Hired for Olive harvest helpers, starting Oct 15, 2030',
    );
  });

  it('rates an approved worker once: posts the score and then shows "You rated 4/5"', async () => {
    const user = userEvent.setup();
    mockedRate.mockResolvedValue(undefined);
    renderPage();
    const scope = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    const submit = scope.getByRole('button', { name: 'Submit rating for Nikos Worker' });
    expect(submit).toBeDisabled();
    pickStars(within(scope.getByRole('group', { name: 'Rate Nikos Worker' })), '4 Stars');
    await user.click(submit);

    await waitFor(() => expect(scope.getByTestId('my-rating')).toHaveTextContent('You rated 4/5'));
    expect(mockedRate).toHaveBeenCalledWith(hired._id, 4);
    expect(toastText()).toBe('Worker Rated: You rated Nikos Worker 4/5.');
    expect(scope.queryByRole('group', { name: 'Rate Nikos Worker' })).not.toBeInTheDocument();
    expect(scope.getByText('4.0 (4 ratings)')).toBeVisible();
  });

  it('shows the score already given instead of the rating control', async () => {
    renderPage();
    const scope = within(await screen.findByRole('article', { name: 'Eleni Pruner' }));
    expect(scope.getByTestId('my-rating')).toHaveTextContent('You rated 5/5');
    expect(scope.queryByRole('button', { name: /Submit rating/ })).not.toBeInTheDocument();
  });

  it("keeps the control and shows the server's error when the rating is refused", async () => {
    const user = userEvent.setup();
    mockedRate.mockRejectedValue(new Error('This worker is already rated for this job'));
    renderPage();
    const scope = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    pickStars(scope, '2 Stars');
    await user.click(scope.getByRole('button', { name: 'Submit rating for Nikos Worker' }));

    await waitFor(() =>
      expect(toastText()).toBe('Error: This worker is already rated for this job'),
    );
    expect(scope.getByRole('button', { name: 'Submit rating for Nikos Worker' })).toBeEnabled();
    expect(scope.queryByTestId('my-rating')).not.toBeInTheDocument();
  });

  it('asks the server for every status when All is chosen, and offers no rating before approval', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    mockedHired.mockResolvedValue([applicationFixture({ status: 'pending' })]);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));

    await waitFor(() => expect(mockedHired).toHaveBeenLastCalledWith(undefined));
    expect(screen.getByTestId('location')).toHaveTextContent('/workforce/my-workers?status=all');
    const scope = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    await waitFor(() =>
      expect(scope.getByTestId('application-status')).toHaveTextContent('Pending'),
    );
    expect(scope.queryByRole('button', { name: /Submit rating/ })).not.toBeInTheDocument();
    expect(scope.getByText(/^Applied for/)).toBeVisible();
  });

  it('points to Review Applications when nobody is hired yet', async () => {
    mockedHired.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No workers yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review Applications' })).toHaveAttribute(
      'href',
      '/workforce/applications',
    );
  });

  it("shows 'Failed to load workers' when the list cannot load", async () => {
    mockedHired.mockRejectedValue({});
    renderPage();
    expect(await screen.findByTestId('workforce:load-error')).toHaveTextContent(
      'Failed to load workers',
    );
    expect(toastText()).toBe('Error: Failed to load workers');
  });
});
