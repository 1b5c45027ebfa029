import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { JOB_ID, jobListingFixture } from '../../../test/job-fixtures';
import { getJobListings } from '../api/get-job-listings';
import { JobListingsPage } from '../components/JobListingsPage';

jest.mock('../api/get-job-listings');
const mockedGetJobs = jest.mocked(getJobListings);

function renderBrowse() {
  return renderAt(<JobListingsPage />, { path: '/workforce/job-listings' });
}

/** The query of the most recent request. */
function lastQuery() {
  return mockedGetJobs.mock.calls.at(-1)?.[0];
}

beforeEach(() => {
  resetSharedStores();
  mockedGetJobs.mockReset().mockResolvedValue([jobListingFixture()]);
});

describe('JobListingsPage', () => {
  it('shows each job with its employer, location, work type, pay, start, duration, 3 skills and a View Details link', async () => {
    renderBrowse();
    const card = await screen.findByRole('article', { name: 'Olive harvest helpers' });
    expect(within(card).getByText('Maria Owner')).toBeInTheDocument();
    expect(within(card).getByText('Messini, Greece')).toBeInTheDocument();
    expect(within(card).getByText('Seasonal')).toBeInTheDocument();
    expect(within(card).getByText(/12\.50\/hour$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Starts .*2030 · 14 days$/)).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Required skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harvesting', 'Pruning', 'Olive Cultivation', '+1 more']);
    expect(within(card).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/workforce/job-listings/${JOB_ID}`,
    );
    expect(mockedGetJobs).toHaveBeenCalledWith({});
  });

  it('asks the server again with only the filters that are set, waiting for typing to pause', async () => {
    const user = userEvent.setup();
    renderBrowse();
    await screen.findByRole('article', { name: 'Olive harvest helpers' });

    await user.click(screen.getByRole('combobox', { name: 'Job Type' }));
    await user.click(screen.getByRole('option', { name: 'Pest Control' }));
    await waitFor(() => expect(lastQuery()).toEqual({ jobType: 'pest_control' }));

    await user.click(screen.getByRole('combobox', { name: 'Work Type' }));
    await user.click(screen.getByRole('option', { name: 'Part Time' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ jobType: 'pest_control', workType: 'part_time' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'olive');
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), '  Kalamata ');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        search: 'olive',
        jobType: 'pest_control',
        workType: 'part_time',
        location: 'Kalamata',
      }),
    );
    // The debounce waits for the typing to pause: no request carries a half-typed word.
    const searched = mockedGetJobs.mock.calls.map(([query]) => query?.search ?? '');
    expect(searched.filter((text) => text !== '' && text !== 'olive')).toEqual([]);
    const places = mockedGetJobs.mock.calls.map(([query]) => query?.location ?? '');
    expect(places.filter((text) => text !== '' && text !== 'Kalamata')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Job Type' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ search: 'olive', workType: 'part_time', location: 'Kalamata' }),
    );
  });

  it('says nothing matches and offers to clear the filters when a filtered search is empty', async () => {
    const user = userEvent.setup();
    renderBrowse();
    await screen.findByRole('article', { name: 'Olive harvest helpers' });
    mockedGetJobs.mockResolvedValue([]);
    await user.click(screen.getByRole('combobox', { name: 'Work Type' }));
    await user.click(screen.getByRole('option', { name: 'Permanent' }));
    expect(await screen.findByRole('heading', { name: 'No Matching Jobs' })).toBeInTheDocument();

    mockedGetJobs.mockResolvedValue([jobListingFixture()]);
    const empty = screen.getByRole('status');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByRole('article', { name: 'Olive harvest helpers' }),
    ).toBeInTheDocument();
    expect(lastQuery()).toEqual({});
  });

  it('says no jobs are available when there are none at all', async () => {
    mockedGetJobs.mockResolvedValue([]);
    renderBrowse();
    expect(
      await screen.findByRole('heading', { name: 'No Job Listings Available' }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch job listings' and a Try Again button that loads again", async () => {
    const user = userEvent.setup();
    mockedGetJobs.mockRejectedValueOnce({});
    renderBrowse();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Job Listings' }),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to fetch job listings');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('article', { name: 'Olive harvest helpers' }),
    ).toBeInTheDocument();
  });

  it("shows the server's text when it explains the failure", async () => {
    mockedGetJobs.mockRejectedValueOnce(new Error('Search text is too long'));
    renderBrowse();
    await waitFor(() => expect(toastText()).toBe('Error: Search text is too long'));
  });
});
