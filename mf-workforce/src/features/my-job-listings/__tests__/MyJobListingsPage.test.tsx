import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { JOB_ID, jobListingFixture } from '../../../test/job-fixtures';
import { deleteJobListing } from '../api/delete-job-listing';
import { getMyJobListings } from '../api/get-my-job-listings';
import { updateJobListingStatus } from '../api/update-job-listing-status';
import { MyJobListingsPage } from '../components/MyJobListingsPage';

jest.mock('../api/get-my-job-listings');
jest.mock('../api/update-job-listing-status');
jest.mock('../api/delete-job-listing');
const mockedGet = jest.mocked(getMyJobListings);
const mockedStatus = jest.mocked(updateJobListingStatus);
const mockedDelete = jest.mocked(deleteJobListing);

const DRAFT_ID = 'cccccccccccccccccccccc02';
const harvest = jobListingFixture({ isOwnedByMe: true });
const pruning = jobListingFixture({
  _id: DRAFT_ID,
  id: DRAFT_ID,
  title: 'Winter pruning',
  location: 'Chania, Crete',
  jobType: 'pruning',
  status: 'draft',
  payRate: 90,
  payType: 'daily',
  applicationCount: 0,
  isOwnedByMe: true,
});

function renderMine() {
  return renderAt(<MyJobListingsPage />, { path: '/workforce/my-job-listings' });
}

beforeEach(() => {
  resetSharedStores();
  mockedGet.mockReset().mockResolvedValue([harvest, pruning]);
  mockedStatus.mockReset();
  mockedDelete.mockReset();
});

describe('MyJobListingsPage', () => {
  it('lists each listing in a table with title and location, type, status, pay, start date and applications', async () => {
    renderMine();
    const grid = await screen.findByRole('grid', { name: 'My job listings' });
    expect(within(grid).getByRole('link', { name: 'Olive harvest helpers' })).toHaveAttribute(
      'href',
      `/workforce/job-listings/${JOB_ID}`,
    );
    expect(within(grid).getByText('Messini, Greece')).toBeInTheDocument();
    expect(within(grid).getByText('Harvesting · Seasonal')).toBeInTheDocument();
    expect(within(grid).getByText('Active')).toBeInTheDocument();
    expect(within(grid).getByText('Draft')).toBeInTheDocument();
    expect(within(grid).getByText(/90\.00\/day$/)).toBeInTheDocument();
    expect(within(grid).getByText('3')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'View Olive harvest helpers' })).toHaveAttribute(
      'href',
      `/workforce/job-listings/${JOB_ID}`,
    );
    expect(within(grid).getByRole('link', { name: 'Edit Winter pruning' })).toHaveAttribute(
      'href',
      `/workforce/job-listings/${DRAFT_ID}/edit`,
    );
  });

  it('closes an active listing with PUT {status: closed} and shows Status Updated', async () => {
    const user = userEvent.setup();
    mockedStatus.mockResolvedValue({ ...harvest, status: 'closed' });
    renderMine();
    await user.click(await screen.findByRole('button', { name: 'Close Olive harvest helpers' }));
    await waitFor(() =>
      expect(toastText()).toBe('Status Updated: Olive harvest helpers is now closed.'),
    );
    expect(mockedStatus).toHaveBeenCalledWith(JOB_ID, 'closed');
    expect(
      screen.getByRole('button', { name: 'Activate Olive harvest helpers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('activates a draft listing with PUT {status: active}', async () => {
    const user = userEvent.setup();
    mockedStatus.mockResolvedValue({ ...pruning, status: 'active' });
    renderMine();
    await user.click(await screen.findByRole('button', { name: 'Activate Winter pruning' }));
    await waitFor(() => expect(toastText()).toBe('Status Updated: Winter pruning is now active.'));
    expect(mockedStatus).toHaveBeenCalledWith(DRAFT_ID, 'active');
    expect(screen.getByRole('button', { name: 'Close Winter pruning' })).toBeInTheDocument();
  });

  it("shows the server's text, else 'Failed to update job listing', and keeps the status", async () => {
    const user = userEvent.setup();
    mockedStatus.mockRejectedValueOnce(new Error('This listing was changed by someone else'));
    mockedStatus.mockRejectedValueOnce({});
    renderMine();
    const close = await screen.findByRole('button', { name: 'Close Olive harvest helpers' });
    await user.click(close);
    await waitFor(() =>
      expect(toastText()).toBe('Error: This listing was changed by someone else'),
    );
    await user.click(screen.getByRole('button', { name: 'Close Olive harvest helpers' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update job listing'));
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('deletes a listing only after the confirmation, then shows Job Listing Deleted', async () => {
    const user = userEvent.setup();
    mockedDelete.mockResolvedValue();
    renderMine();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter pruning' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Job Listing?' });
    expect(dialog).toHaveTextContent('"Winter pruning"');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockedDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Winter pruning' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Job Listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastText()).toBe('Job Listing Deleted: Winter pruning has been deleted.'),
    );
    expect(mockedDelete).toHaveBeenCalledWith(DRAFT_ID);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Winter pruning' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olive harvest helpers' })).toBeInTheDocument();
  });

  it("keeps the listing and shows 'Failed to delete job listing' when the delete fails", async () => {
    const user = userEvent.setup();
    mockedDelete.mockRejectedValue({});
    renderMine();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter pruning' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Job Listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to delete job listing'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Winter pruning' })).toBeInTheDocument();
  });

  it('offers Post Job Listing when the owner has no listings', async () => {
    mockedGet.mockResolvedValue([]);
    renderMine();
    const heading = await screen.findByRole('heading', { name: 'No Job Listings Yet' });
    const empty = heading.closest<HTMLElement>('[role="status"]')!;
    expect(within(empty).getByRole('link', { name: 'Post Job Listing' })).toHaveAttribute(
      'href',
      '/workforce/post-job',
    );
  });

  it("shows 'Failed to fetch your job listings' and loads again on Try Again", async () => {
    const user = userEvent.setup();
    mockedGet.mockRejectedValueOnce({});
    renderMine();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Job Listings' }),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to fetch your job listings');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('grid', { name: 'My job listings' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every media query matches, so `down('sm')` says the screen is narrow.
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows the listings as cards with the same labelled actions', async () => {
      const user = userEvent.setup();
      mockedStatus.mockResolvedValue({ ...harvest, status: 'closed' });
      renderMine();
      const card = await screen.findByRole('article', { name: 'Olive harvest helpers' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(within(card).getByText('Messini, Greece')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Close Olive harvest helpers' }));
      await waitFor(() => expect(mockedStatus).toHaveBeenCalledWith(JOB_ID, 'closed'));
    });
  });
});
