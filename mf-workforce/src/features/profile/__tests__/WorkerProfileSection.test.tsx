import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { WorkerProfile } from '@grovekeeper/shared';
import { geocoder } from '@grovekeeper/shared/maps';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { getWorkerProfile } from '../api/get-worker-profile';
import { saveWorkerProfile } from '../api/save-worker-profile';
import { WorkerProfileSection } from '../components/WorkerProfileSection';
import { browserPositionIs, browserRefusesPosition } from '../../../test/geolocation';

jest.mock('../api/get-worker-profile');
jest.mock('../api/save-worker-profile');
const mockedGet = jest.mocked(getWorkerProfile);
const mockedSave = jest.mocked(saveWorkerProfile);

function profileFixture(overrides: Partial<WorkerProfile> = {}): WorkerProfile {
  return {
    skills: ['harvesting', 'pruning'],
    experience: 'experienced',
    yearsOfExperience: 4,
    availability: 'available',
    location: 'Messini, Greece',
    coordinates: { lat: 37.05, lng: 22.0 },
    bio: 'Olive harvests since 2019.',
    published: true,
    rating: { average: 4.5, count: 2 },
    updatedAt: '2030-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The server answers a PUT with the profile it stored. */
function saveEchoes() {
  mockedSave.mockImplementation((input) =>
    Promise.resolve({ ...input, rating: { average: 0, count: 0 }, updatedAt: '2030-02-01' }),
  );
}

function renderSection() {
  return renderAt(<WorkerProfileSection />, { path: '/workforce/workers' });
}

async function pick(user: UserEvent, field: RegExp, options: string[]) {
  // findBy: the form is its own lazy chunk, loaded on the first "Create" or "Edit".
  await user.click(await screen.findByRole('combobox', { name: field }));
  for (const option of options) await user.click(screen.getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

beforeEach(() => {
  resetSharedStores();
  mockedGet.mockReset().mockResolvedValue(null);
  mockedSave.mockReset();
  jest.spyOn(geocoder, 'search').mockResolvedValue([]);
  jest.spyOn(geocoder, 'reverse').mockResolvedValue(null);
});

afterEach(() => jest.restoreAllMocks());

describe('WorkerProfileSection', () => {
  it('publishes a new profile with the chosen skills, level, years, availability, address and bio', async () => {
    const user = userEvent.setup();
    saveEchoes();
    jest
      .spyOn(geocoder, 'search')
      .mockResolvedValue([{ label: 'Kalamata, Greece', lat: 37.04, lng: 22.11 }]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create your worker profile' }));

    await pick(user, /^Skills/, ['Pruning', 'Harvesting']);
    await pick(user, /^Experience level/, ['Intermediate (1-3 years)']);
    const years = await screen.findByRole('spinbutton', { name: /^Years of experience/ });
    await user.clear(years);
    await user.type(years, '3');
    await pick(user, /^Availability/, ['Busy']);
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), 'Kalam');
    await user.click(await screen.findByRole('option', { name: 'Kalamata, Greece' }));
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Tractor driver.');
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));

    await waitFor(() =>
      expect(toastText()).toBe('Profile saved: Your worker profile is published in Find Workers.'),
    );
    expect(mockedSave).toHaveBeenCalledWith({
      skills: ['harvesting', 'pruning'],
      experience: 'intermediate',
      yearsOfExperience: 3,
      availability: 'busy',
      location: 'Kalamata, Greece',
      coordinates: { lat: 37.04, lng: 22.11 },
      bio: 'Tractor driver.',
      published: true,
    });
    const summary = screen.getByTestId('worker-profile-summary');
    expect(within(summary).getByTestId('profile-directory-state')).toHaveTextContent(
      'Published in Find Workers',
    );
    expect(
      within(summary).getByText('Intermediate (1-3 years) · 3 years of experience'),
    ).toBeVisible();
  });

  it('sends nothing and says why when no skill is picked or the years are not a whole number', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create your worker profile' }));
    const years = await screen.findByRole('spinbutton', { name: /^Years of experience/ });
    await user.clear(years);
    await user.type(years, '2.5');
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));

    expect(screen.getByText('Please select at least one skill')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter your years of experience as a whole number from 0 to 80'),
    ).toBeInTheDocument();
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('saves an edited profile and keeps a hidden profile hidden', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(profileFixture({ published: false }));
    saveEchoes();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const years = await screen.findByRole('spinbutton', { name: /^Years of experience/ });
    await user.clear(years);
    await user.type(years, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    expect(mockedSave).toHaveBeenCalledWith({
      skills: ['harvesting', 'pruning'],
      experience: 'experienced',
      yearsOfExperience: 6,
      availability: 'available',
      location: 'Messini, Greece',
      coordinates: { lat: 37.05, lng: 22.0 },
      bio: 'Olive harvests since 2019.',
      published: false,
    });
    expect(toastText()).toBe(
      'Profile saved: Your worker profile is saved and stays hidden from Find Workers.',
    );
    expect(await screen.findByTestId('profile-directory-state')).toHaveTextContent(
      'Hidden from Find Workers',
    );
  });

  it('hides a published profile from the directory, then shows it again', async () => {
    const user = userEvent.setup();
    const profile = profileFixture();
    mockedGet.mockResolvedValue(profile);
    saveEchoes();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Hide from directory' }));

    await waitFor(() =>
      expect(toastText()).toBe('Profile hidden: Your profile no longer appears in Find Workers.'),
    );
    expect(mockedSave).toHaveBeenLastCalledWith({
      skills: profile.skills,
      experience: profile.experience,
      yearsOfExperience: profile.yearsOfExperience,
      availability: profile.availability,
      location: profile.location,
      coordinates: profile.coordinates,
      bio: profile.bio,
      published: false,
    });

    await user.click(await screen.findByRole('button', { name: 'Show in directory' }));
    await waitFor(() =>
      expect(toastText()).toBe('Profile published: Your profile now appears in Find Workers.'),
    );
    expect(mockedSave).toHaveBeenLastCalledWith(expect.objectContaining({ published: true }));
    expect(screen.getByRole('button', { name: 'Hide from directory' })).toBeInTheDocument();
  });

  it("fills the position from the browser and names the place from the geocoder's answer", async () => {
    const user = userEvent.setup();
    browserPositionIs(37.98, 23.73);
    const reverse = jest.spyOn(geocoder, 'reverse').mockResolvedValue('Athens, Greece');
    saveEchoes();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create your worker profile' }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Athens, Greece'),
    );
    expect(reverse).toHaveBeenCalledWith({ lat: 37.98, lng: 23.73 });
    await pick(user, /^Skills/, ['Irrigation']);
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));
    await waitFor(() =>
      expect(mockedSave).toHaveBeenCalledWith(
        expect.objectContaining({
          location: 'Athens, Greece',
          coordinates: { lat: 37.98, lng: 23.73 },
        }),
      ),
    );
  });

  it('shows the Location Error toast when the browser cannot give a position', async () => {
    const user = userEvent.setup();
    browserRefusesPosition();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create your worker profile' }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));

    await waitFor(() =>
      expect(toastText()).toBe(
        'Location Error: Unable to get your location. Please enter location manually.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
  });

  it("shows the server's error, else a fallback, when the profile cannot be saved", async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(profileFixture());
    mockedSave.mockRejectedValueOnce(new Error('bio: at most 2000 characters'));
    mockedSave.mockRejectedValueOnce({});
    renderSection();
    const hide = await screen.findByRole('button', { name: 'Hide from directory' });
    await user.click(hide);
    await waitFor(() => expect(toastText()).toBe('Error: bio: at most 2000 characters'));
    await user.click(hide);
    await waitFor(() => expect(toastText()).toBe('Error: Failed to save your profile'));
    expect(screen.getByTestId('profile-directory-state')).toHaveTextContent(
      'Published in Find Workers',
    );
  });

  it('shows the failed load with Try Again, and loads again when asked', async () => {
    const user = userEvent.setup();
    mockedGet.mockRejectedValueOnce(new Error('Database unavailable'));
    renderSection();
    expect(await screen.findByTestId('workforce:load-error')).toHaveTextContent(
      'Database unavailable',
    );
    expect(toastText()).toBe('Error: Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Create your worker profile' })).toBeVisible();
  });
});
