import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { ESTATE_ID, estateFixture, jobListingFixture, pickDate } from '../../../test/job-fixtures';
import { getMyEstates } from '../../job-form/api/get-my-estates';
import { createJobListing } from '../api/create-job-listing';
import { PostJobPage } from '../components/PostJobPage';

jest.mock('../../job-form/api/get-my-estates');
jest.mock('../api/create-job-listing');
const mockedEstates = jest.mocked(getMyEstates);
const mockedCreate = jest.mocked(createJobListing);

const north = estateFixture();
const south = estateFixture({
  _id: 'eeeeeeeeeeeeeeeeeeeeee02',
  id: 'eeeeeeeeeeeeeeeeeeeeee02',
  name: 'South Orchard',
  address: 'Chania, Crete',
});

function renderPost() {
  return renderAt(<PostJobPage />, { path: '/workforce/post-job' });
}

function location() {
  return screen.getByTestId('location').textContent;
}

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Replaces a field's text in one go (a paste): the form re-renders once, not per key. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The three fields the toast asks for, plus the two the form marks required. */
async function fillRequired(user: UserEvent) {
  await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Olive harvest helpers');
  await fill(user, screen.getByRole('textbox', { name: /^Description/ }), 'Picking olives.');
  await choose(user, /^Estate/, 'North Grove');
  await fill(user, screen.getByRole('spinbutton', { name: /^Pay Rate/ }), '12.5');
  await pickDate(user, 'Start Date', '2030-10-15');
}

beforeEach(() => {
  resetSharedStores();
  mockedEstates.mockReset().mockResolvedValue([north, south]);
  mockedCreate.mockReset().mockResolvedValue(jobListingFixture());
});

// Each test types a whole job listing key by key (user-event) into a form of some thirty
// fields: a few seconds alone, over 20 s when two jest workers share 2 cores with the API
// suites. A timed-out test would also leave its typing running into the next test's form.
jest.setTimeout(60_000);

describe('PostJobPage', () => {
  it('publishes the listing as active with the spec defaults and goes to My Job Listings', async () => {
    const user = userEvent.setup();
    renderPost();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));

    await waitFor(() => expect(location()).toBe('/workforce/my-job-listings'));
    expect(toastText()).toBe('Job listing published successfully: ');
    expect(mockedCreate).toHaveBeenCalledWith({
      title: 'Olive harvest helpers',
      description: 'Picking olives.',
      estate: ESTATE_ID,
      jobType: 'general_farming',
      workType: 'seasonal',
      requiredSkills: [],
      experienceLevel: 'beginner',
      minYearsExperience: 0,
      payRate: 12.5,
      payType: 'hourly',
      currency: 'EUR',
      startDate: '2030-10-15',
      duration: 1,
      workSchedule: 'full_time',
      hoursPerDay: 8,
      location: 'Messini, Greece',
      visibility: 'public',
      maxApplications: 50,
      applicationDeadline: null,
      benefits: [],
      requirements: '',
      notes: '',
      status: 'active',
    });
  });

  it("saves a draft with status draft and the owner's type, skills, experience and pay", async () => {
    const user = userEvent.setup();
    renderPost();
    await fillRequired(user);
    await choose(user, 'Job Type', 'Pruning');
    await choose(user, 'Work Type', 'Contract');
    await user.click(screen.getByRole('combobox', { name: 'Required Skills' }));
    await user.click(screen.getByRole('option', { name: 'Pruning' }));
    await user.click(screen.getByRole('option', { name: 'Harvesting' }));
    await user.keyboard('{Escape}');
    await choose(user, 'Experience Level', 'Expert (5+ years)');
    await fill(user, screen.getByRole('spinbutton', { name: 'Minimum Years of Experience' }), '5');
    await choose(user, 'Pay Type', 'Per Hectare');
    await choose(user, 'Currency', 'GBP');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(location()).toBe('/workforce/my-job-listings'));
    expect(toastText()).toBe('Job listing saved as draft successfully: ');
    expect(mockedCreate.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        status: 'draft',
        jobType: 'pruning',
        workType: 'contract',
        requiredSkills: ['harvesting', 'pruning'],
        experienceLevel: 'expert',
        minYearsExperience: 5,
        payRate: 12.5,
        payType: 'per_hectare',
        currency: 'GBP',
      }),
    );
  });

  it("publishes the owner's schedule, visibility, limits, deadline, benefits and notes", async () => {
    const user = userEvent.setup();
    renderPost();
    await fillRequired(user);
    await fill(user, screen.getByRole('spinbutton', { name: 'Duration (days)' }), '30');
    await choose(user, 'Work Schedule', 'Weekends Only');
    await fill(user, screen.getByRole('spinbutton', { name: 'Hours per Day' }), '6');
    await choose(user, 'Visibility', 'Invite Only');
    await fill(user, screen.getByRole('spinbutton', { name: 'Maximum Applications' }), '10');
    await pickDate(user, 'Application Deadline', '2030-10-01');
    const benefits = screen.getByRole('group', { name: 'Benefits' });
    await user.click(within(benefits).getByRole('checkbox', { name: 'Meals' }));
    await user.click(within(benefits).getByRole('checkbox', { name: 'Accommodation' }));
    await fill(user, screen.getByRole('textbox', { name: 'Requirements' }), 'Own boots');
    await fill(user, screen.getByRole('textbox', { name: 'Notes' }), 'Lunch at noon');
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));

    await waitFor(() => expect(mockedCreate).toHaveBeenCalled());
    expect(mockedCreate.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        status: 'active',
        duration: 30,
        workSchedule: 'weekends_only',
        hoursPerDay: 6,
        visibility: 'invite_only',
        maxApplications: 10,
        applicationDeadline: '2030-10-01',
        benefits: ['accommodation', 'meals'],
        requirements: 'Own boots',
        notes: 'Lunch at noon',
      }),
    );
  });

  it('shows the Validation Error toast and sends nothing without a title, description or estate', async () => {
    const user = userEvent.setup();
    renderPost();
    await user.click(await screen.findByRole('button', { name: 'Publish Job Listing' }));
    expect(toastText()).toBe('Validation Error: Please fill in all required fields');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Please select an estate')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('refuses numbers outside the spec limits with a message under each field', async () => {
    const user = userEvent.setup();
    renderPost();
    await fillRequired(user);
    const set = async (name: string, text: string) => {
      const field = screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });
      await fill(user, field, text);
    };
    await set('Pay Rate', '-1');
    await set('Minimum Years of Experience', '-2');
    await set('Duration', '0');
    await set('Hours per Day', '13');
    await set('Maximum Applications', '0');
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));

    expect(screen.getByText('Pay rate must be 0 or more')).toBeInTheDocument();
    expect(
      screen.getByText('Minimum years of experience must be a whole number, 0 or more'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Duration must be a whole number of days, at least 1'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Hours per day must be a whole number from 1 to 12'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Maximum applications must be a whole number, at least 1'),
    ).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();

    await set('Pay Rate', '0');
    await set('Minimum Years of Experience', '0');
    await set('Duration', '1');
    await set('Hours per Day', '12');
    await set('Maximum Applications', '1');
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalled());
    expect(mockedCreate.mock.calls[0]![0]).toMatchObject({
      payRate: 0,
      minYearsExperience: 0,
      duration: 1,
      hoursPerDay: 12,
      maxApplications: 1,
    });
  });

  it('asks for the pay rate and start date the form marks required', async () => {
    const user = userEvent.setup();
    renderPost();
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Pickers');
    await fill(user, screen.getByRole('textbox', { name: /^Description/ }), 'Picking.');
    await choose(user, /^Estate/, 'North Grove');
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));
    expect(screen.getByText('Pay rate is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it("fills the location from the chosen estate's address only when it is empty", async () => {
    const user = userEvent.setup();
    renderPost();
    await screen.findByRole('textbox', { name: /^Title/ });
    await choose(user, /^Estate/, 'South Orchard');
    const place = screen.getByRole('textbox', { name: 'Location' });
    expect(place).toHaveValue('Chania, Crete');
    await choose(user, /^Estate/, 'North Grove');
    expect(place).toHaveValue('Chania, Crete');
  });

  it("shows the server's text, else 'Failed to create job listing', and keeps the form", async () => {
    const user = userEvent.setup();
    mockedCreate.mockRejectedValueOnce(new Error('Estate not found'));
    mockedCreate.mockRejectedValueOnce({});
    renderPost();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));
    await waitFor(() => expect(toastText()).toBe('Error: Estate not found'));
    await user.click(screen.getByRole('button', { name: 'Publish Job Listing' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to create job listing'));
    expect(location()).toBe('/workforce/post-job');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Olive harvest helpers');
  });

  it('offers to create an estate when the owner has none', async () => {
    mockedEstates.mockResolvedValue([]);
    renderPost();
    expect(await screen.findByText(/You have no estates yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an estate' })).toHaveAttribute(
      'href',
      '/wizard',
    );
  });

  it("shows 'Failed to load estates' when the estates cannot be loaded", async () => {
    const user = userEvent.setup();
    mockedEstates.mockRejectedValueOnce({});
    renderPost();
    await waitFor(() => expect(toastText()).toBe('Error: Failed to load estates'));
    const estateField = screen.getByRole('combobox', { name: /^Estate/ });
    expect(estateField).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await choose(user, /^Estate/, 'South Orchard');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Chania, Crete');
  });
});
