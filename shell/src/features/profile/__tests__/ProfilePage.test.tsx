import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import type { PartyRatings, ProfileUpdate, UserProfile } from '@grovekeeper/shared';
import { UserMenu } from '../../layout/components/UserMenu';
import { getProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { fakeToken } from '../../../test/fake-token';
import { profileFixture } from '../../../test/profile-fixture';
import { deferred, resetStores } from '../../../test/reset-stores';
import { ProfilePage } from '../components/ProfilePage';

jest.mock('../api/get-profile');
jest.mock('../api/update-profile');
const mockedGetProfile = jest.mocked(getProfile);
const mockedUpdateProfile = jest.mocked(updateProfile);

/** The server answers a PUT with the stored profile merged with what was sent. */
function serverEcho(stored: UserProfile) {
  return async (update: ProfileUpdate) => ({ ...stored, ...update });
}

function renderProfile() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/profile']}>
        <UserMenu />
        <ProfilePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedGetProfile.mockReset();
  mockedUpdateProfile.mockReset();
  mockedGetProfile.mockResolvedValue(profileFixture());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ProfilePage', () => {
  it('shows a spinner while the profile loads', () => {
    mockedGetProfile.mockReturnValue(deferred<UserProfile>().promise);
    renderProfile();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
  });

  it('shows the summary card with the saved profile', async () => {
    renderProfile();
    const summary = await screen.findByTestId('profile-summary');
    expect(summary).toHaveTextContent('Eleni Papadopoulou');
    expect(summary).toHaveTextContent('eleni@example.com');
    expect(summary).toHaveTextContent('Kalamata, Greece');
    expect(summary).toHaveTextContent('Messinia Groves');
    expect(summary).toHaveTextContent('Member since March 4, 2026');
    expect(summary).toHaveTextContent('olives');
    expect(summary).toHaveTextContent('irrigation');
    // No picture: the initials stand in.
    expect(summary).toHaveTextContent('EP');
  });

  it('shows the ratings as landowner and as tenant with stars, average and count', async () => {
    const ratings: PartyRatings = {
      asOwner: { average: 4.56, count: 9 },
      asTenant: { average: 0, count: 0 },
    };
    mockedGetProfile.mockResolvedValue({ ...profileFixture(), ratings } as UserProfile);
    renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Ratings' }));
    const owner = within(card.getByRole('region', { name: 'Ratings as landowner' }));
    expect(owner.getByText('4.6 (9 ratings)')).toBeInTheDocument();
    expect(owner.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    const tenant = within(card.getByRole('region', { name: 'Ratings as tenant' }));
    expect(tenant.getByText('No ratings yet')).toBeInTheDocument();
    expect(tenant.getByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();
  });

  it('keeps the ratings shown after a save whose answer leaves them out', async () => {
    const user = userEvent.setup();
    const ratings: PartyRatings = {
      asOwner: { average: 3, count: 1 },
      asTenant: { average: 5, count: 2 },
    };
    const stored = profileFixture();
    mockedGetProfile.mockResolvedValue({ ...stored, ratings } as UserProfile);
    mockedUpdateProfile.mockImplementation(serverEcho(stored));
    renderProfile();
    await screen.findByRole('region', { name: 'Ratings' });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(field(/^Full Name/), { target: { value: 'Eleni Nikolaou' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const tenant = within(screen.getByRole('region', { name: 'Ratings as tenant' }));
    expect(tenant.getByText('5.0 (2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('3.0 (1 rating)')).toBeInTheDocument();
  });

  it('shows the fields read-only until Edit Profile is pressed', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByTestId('profile-summary');

    expect(field(/^Full Name/)).toBeDisabled();
    expect(field(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(field(/^Date of Birth/)).toHaveAttribute('type', 'date');
    expect(field(/^Location/)).toHaveAttribute('placeholder', 'City, Country');
    expect(field(/^Bio/)).toHaveAttribute('rows', '3');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(field(/^Full Name/)).toBeEnabled();
    expect(field(/^Full Name/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('restores the saved values and clears errors on Cancel', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    await user.clear(field(/^Full Name/));
    await user.clear(field(/^Company/));
    await user.type(field(/^Company/), 'Somewhere Else');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(field(/^Full Name/)).toHaveValue('Eleni Papadopoulou');
    expect(field(/^Company/)).toHaveValue('Messinia Groves');
    expect(field(/^Full Name/)).toBeDisabled();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(mockedUpdateProfile).not.toHaveBeenCalled();

    // Editing again starts from the saved values, not the abandoned draft.
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field(/^Company/)).toHaveValue('Messinia Groves');
  });

  it('checks the email format before saving', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/^Email Address/));
    await user.type(field(/^Email Address/), 'eleni-at-example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(mockedUpdateProfile).not.toHaveBeenCalled();
  });

  it('saves, shows the confirmation for 3 seconds, and updates the name in the header', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const stored = profileFixture();
    mockedUpdateProfile.mockImplementation(serverEcho(stored));
    renderProfile();
    await screen.findByTestId('profile-summary');
    expect(screen.getByTestId('user-menu-button')).toHaveTextContent('Eleni Papadopoulou');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/^Full Name/));
    await user.type(field(/^Full Name/), 'Eleni Nikolaou');
    await user.clear(field(/^Date of Birth/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-button')).toHaveTextContent('Eleni Nikolaou');
    expect(screen.getByTestId('profile-summary')).toHaveTextContent('Eleni Nikolaou');
    expect(field(/^Full Name/)).toBeDisabled();
    expect(mockedUpdateProfile).toHaveBeenCalledWith({
      name: 'Eleni Nikolaou',
      email: stored.email,
      phone: stored.phone,
      bio: stored.bio,
      avatar: stored.avatar,
      location: stored.location,
      website: stored.website,
      company: stored.company,
      jobTitle: stored.jobTitle,
      education: stored.education,
      dateOfBirth: null,
      gender: stored.gender,
    });

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Saving...' while the save runs", async () => {
    const user = userEvent.setup();
    const pending = deferred<UserProfile>();
    mockedUpdateProfile.mockReturnValue(pending.promise);
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.resolve(profileFixture());
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it("toasts 'Error' with the server's text and stays in edit mode when saving fails", async () => {
    const user = userEvent.setup();
    mockedUpdateProfile.mockRejectedValue(new Error('Email already in use'));
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Email already in use');
    expect(field(/^Full Name/)).toBeEnabled();
  });

  it("falls back to 'Failed to update profile' when the error has no text", async () => {
    const user = userEvent.setup();
    mockedUpdateProfile.mockRejectedValue(new Error(''));
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to update profile');
  });

  it('says the profile could not be loaded when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedGetProfile.mockRejectedValue(new Error('Server unavailable'));
    renderProfile();

    expect(
      await screen.findByText('Unable to load profile. Please try refreshing the page.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Server unavailable'),
    );
    jest.mocked(console.error).mockRestore();
  });

  it('offers the four genders with the empty choice meaning not specified', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Not specified', 'Male', 'Female', 'Other', 'Prefer not to say']);
  });

  it('previews the avatar URL as it is typed', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByTestId('profile-summary');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(field(/^Avatar URL/), 'https://example.com/me.png');

    const preview = screen.getByRole('img', { name: 'Avatar preview' });
    expect(preview.querySelector('img')).toHaveAttribute('src', 'https://example.com/me.png');
  });
});
