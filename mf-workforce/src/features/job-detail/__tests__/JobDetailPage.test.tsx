import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { JOB_ID, jobDetailFixture } from '../../../test/job-fixtures';
import { APPLY_MESSAGE, applyForJob } from '../api/apply-for-job';
import { getJobListing } from '../api/get-job-listing';
import { JobDetailPage } from '../components/JobDetailPage';

jest.mock('../api/get-job-listing');
jest.mock('../api/apply-for-job', () => ({
  ...jest.requireActual('../api/apply-for-job'),
  applyForJob: jest.fn(),
}));
const mockedGet = jest.mocked(getJobListing);
const mockedApply = jest.mocked(applyForJob);

function renderDetail() {
  return renderAt(<JobDetailPage />, {
    path: '/workforce/job-listings/:id',
    url: `/workforce/job-listings/${JOB_ID}`,
  });
}

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  resetSharedStores();
  mockedGet.mockReset().mockResolvedValue(jobDetailFixture());
  mockedApply.mockReset();
});

describe('JobDetailPage', () => {
  it('shows everything the listing says, with all its skills and benefits', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olive harvest helpers' }),
    ).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith(JOB_ID);
    const details = screen.getByRole('region', { name: 'Job details' });
    const fact = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(
      within(details).getByText('Hand-picking olives in the north grove.'),
    ).toBeInTheDocument();
    expect(fact('Employer')).toBe('Maria Owner');
    expect(fact('Estate')).toBe('North Grove');
    expect(fact('Estate Address')).toBe('Messini, Greece');
    expect(fact('Job Type')).toBe('Harvesting');
    expect(fact('Work Type')).toBe('Seasonal');
    expect(fact('Work Schedule')).toBe('Full Time');
    expect(fact('Hours per Day')).toBe('8');
    expect(fact('Pay')).toMatch(/12\.50\/hour$/);
    expect(fact('Currency')).toBe('EUR');
    expect(fact('Start Date')).toMatch(/2030/);
    expect(fact('Duration')).toBe('14 days');
    expect(fact('Experience')).toBe('Intermediate (1-3 years), at least 2 years');
    expect(fact('Application Deadline')).toMatch(/2030/);
    const skills = within(details).getByRole('list', { name: 'Required skills' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(4);
    const benefits = within(details).getByRole('list', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meals', 'Transportation']);
    expect(within(details).getByText('Able to work outdoors all day.')).toBeInTheDocument();
    expect(within(details).getByText('Bring a hat.')).toBeInTheDocument();
  });

  it('applies with the fixed message, shows the success toast and then the application status', async () => {
    const user = userEvent.setup();
    mockedApply.mockResolvedValue({ _id: 'app-1', status: 'pending' } as WorkforceApplication);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));

    await waitFor(() =>
      expect(toastText()).toBe(
        'Application Submitted: Your application has been submitted successfully',
      ),
    );
    expect(mockedApply).toHaveBeenCalledWith(JOB_ID);
    expect(APPLY_MESSAGE).toBe('I am interested in this position.');
    expect(screen.getByText('You have applied')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("shows the server's text, else 'Failed to apply for job', and keeps the button", async () => {
    const user = userEvent.setup();
    mockedApply.mockRejectedValueOnce(new Error('You have already applied to this job'));
    mockedApply.mockRejectedValueOnce({});
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(toastText()).toBe('Error: You have already applied to this job'));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to apply for job'));
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('shows a worker who already applied the status of their application, not the button', async () => {
    mockedGet.mockResolvedValue(
      jobDetailFixture({ myApplication: { _id: 'app-1', status: 'shortlisted' } }),
    );
    renderDetail();
    expect(await screen.findByText('You have applied')).toBeInTheDocument();
    expect(screen.getByText('Shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('offers no Apply Now on a listing that is not active', async () => {
    mockedGet.mockResolvedValue(jobDetailFixture({ status: 'closed' }));
    renderDetail();
    expect(
      await screen.findByText('This job is not accepting applications right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows the owner Edit instead of Apply Now', async () => {
    mockedGet.mockResolvedValue(jobDetailFixture({ isOwnedByMe: true }));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/workforce/job-listings/${JOB_ID}/edit`,
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("sends a missing listing back to Browse Jobs with the server's text", async () => {
    mockedGet.mockRejectedValue(new Error('Job listing not found'));
    renderDetail();
    await waitFor(() => expect(location()).toBe('/workforce/job-listings'));
    expect(toastText()).toBe('Error: Job listing not found');
  });

  it("sends any failed load back to Browse Jobs with 'Failed to fetch job listing'", async () => {
    mockedGet.mockRejectedValue({});
    renderDetail();
    await waitFor(() => expect(location()).toBe('/workforce/job-listings'));
    expect(toastText()).toBe('Error: Failed to fetch job listing');
  });
});
