import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { ESTATE_ID, JOB_ID, estateFixture, jobDetailFixture } from '../../../test/job-fixtures';
import { getJobListing } from '../../job-detail/api/get-job-listing';
import { getMyEstates } from '../../job-form/api/get-my-estates';
import { updateJobListing } from '../api/update-job-listing';
import { EditJobPage } from '../components/EditJobPage';

jest.mock('../../job-detail/api/get-job-listing');
jest.mock('../../job-form/api/get-my-estates');
jest.mock('../api/update-job-listing');
const mockedGet = jest.mocked(getJobListing);
const mockedEstates = jest.mocked(getMyEstates);
const mockedUpdate = jest.mocked(updateJobListing);

const owned = jobDetailFixture({ isOwnedByMe: true });

function renderEdit() {
  return renderAt(<EditJobPage />, {
    path: '/workforce/job-listings/:id/edit',
    url: `/workforce/job-listings/${JOB_ID}/edit`,
  });
}

function location() {
  return screen.getByTestId('location').textContent;
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

function skillNames() {
  const list = screen.queryByRole('list', { name: 'Required skills' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

beforeEach(() => {
  resetSharedStores();
  mockedGet.mockReset().mockResolvedValue(owned);
  mockedEstates.mockReset().mockResolvedValue([estateFixture()]);
  mockedUpdate.mockReset().mockResolvedValue(owned);
});

describe('EditJobPage', () => {
  it('starts from the saved listing and sends it whole with PUT, then goes back to My Job Listings', async () => {
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Olive harvest helpers');
    expect(mockedGet).toHaveBeenCalledWith(JOB_ID);
    expect(screen.getByRole('combobox', { name: /^Estate/ })).toHaveTextContent('North Grove');
    expect(screen.getByRole('spinbutton', { name: /^Pay Rate/ })).toHaveValue(12.5);
    await fill(user, title, 'Olive pickers');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toBe('/workforce/my-job-listings'));
    expect(toastText()).toBe('Job Listing Updated!: Your changes have been saved.');
    expect(mockedUpdate).toHaveBeenCalledWith(JOB_ID, {
      title: 'Olive pickers',
      description: 'Hand-picking olives in the north grove.',
      estate: ESTATE_ID,
      jobType: 'harvesting',
      workType: 'seasonal',
      requiredSkills: ['harvesting', 'pruning', 'olive_cultivation', 'tractor_operation'],
      experienceLevel: 'intermediate',
      minYearsExperience: 2,
      payRate: 12.5,
      payType: 'hourly',
      currency: 'EUR',
      startDate: '2030-10-15',
      duration: 14,
      workSchedule: 'full_time',
      hoursPerDay: 8,
      location: 'Messini, Greece',
      visibility: 'public',
      maxApplications: 50,
      applicationDeadline: '2030-10-01',
      benefits: ['meals', 'transportation'],
      requirements: 'Able to work outdoors all day.',
      notes: 'Bring a hat.',
    });
  });

  it('refuses to save without a title, description or start date, with the full required-fields message', async () => {
    const user = userEvent.setup();
    renderEdit();
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), '');
    await fill(user, screen.getByRole('textbox', { name: /^Description/ }), '');
    const group = screen.getByRole('group', { name: /^Start Date/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(toastText()).toBe(
      'Validation Error: Please fill in all required fields (Title, Description, Estate, Start Date).',
    );
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('adds a skill with Add or Enter and ignores duplicate, empty and unknown skills', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(
      jobDetailFixture({ isOwnedByMe: true, requiredSkills: ['pruning'] }),
    );
    renderEdit();
    const input = await screen.findByRole('combobox', { name: 'Add Skill' });
    expect(skillNames()).toEqual(['Pruning']);

    await user.type(input, 'pest control{Enter}');
    expect(skillNames()).toEqual(['Pruning', 'Pest Control']);
    expect(input).toHaveValue('');
    // Enter adds the skill; it does not submit the whole form.
    expect(mockedUpdate).not.toHaveBeenCalled();

    await user.type(input, 'Pruning');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(skillNames()).toEqual(['Pruning', 'Pest Control']);

    await user.type(input, 'juggling{Enter}');
    expect(screen.getByText('Choose one of the suggested skills')).toBeInTheDocument();
    expect(skillNames()).toEqual(['Pruning', 'Pest Control']);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalled());
    expect(mockedUpdate.mock.calls[0]![1].requiredSkills).toEqual(['pruning', 'pest_control']);
  });

  it('allows up to 24 hours a day and a pay rate of 0, and refuses 25 hours or a negative rate', async () => {
    const user = userEvent.setup();
    renderEdit();
    const hours = await screen.findByRole('spinbutton', { name: /^Hours per Day/ });
    const pay = screen.getByRole('spinbutton', { name: /^Pay Rate/ });
    await fill(user, hours, '25');
    await fill(user, pay, '-0.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      screen.getByText('Hours per day must be a whole number from 1 to 24'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay rate must be 0 or more')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();

    await fill(user, hours, '24');
    await fill(user, pay, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalled());
    expect(mockedUpdate.mock.calls[0]![1]).toMatchObject({ hoursPerDay: 24, payRate: 0 });
  });

  it('offers only public and invite only, still showing a private listing as private', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(jobDetailFixture({ isOwnedByMe: true, visibility: 'private' }));
    renderEdit();
    const visibility = await screen.findByRole('combobox', { name: 'Visibility' });
    expect(visibility).toHaveTextContent('Private');
    await user.click(visibility);
    expect(screen.getByRole('option', { name: 'Public' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Invite Only' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('option', { name: 'Private' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Invite Only' }));
    expect(visibility).toHaveTextContent('Invite Only');
  });

  it("shows the server's text, else 'Failed to update job listing', and stays on the form", async () => {
    const user = userEvent.setup();
    mockedUpdate.mockRejectedValueOnce(new Error('Estate not found'));
    mockedUpdate.mockRejectedValueOnce({});
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toBe('Error: Estate not found'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update job listing'));
    expect(location()).toBe(`/workforce/job-listings/${JOB_ID}/edit`);
  });

  it("goes back to My Job Listings with 'Failed to load job listing' when the listing cannot be loaded", async () => {
    mockedGet.mockRejectedValue({});
    renderEdit();
    await waitFor(() => expect(location()).toBe('/workforce/my-job-listings'));
    expect(toastText()).toBe('Error: Failed to load job listing');
  });

  it('tells someone else that only the owner can edit the listing', async () => {
    mockedGet.mockResolvedValue(jobDetailFixture({ isOwnedByMe: false }));
    renderEdit();
    expect(
      await screen.findByText('Only the owner of this job listing can edit it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});
