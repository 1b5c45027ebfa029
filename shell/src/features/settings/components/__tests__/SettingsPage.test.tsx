import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useAuthStore, useThemeStore } from '@grovekeeper/shared';
import type { ProfileUpdate } from '@grovekeeper/shared';
import { getProfile } from '../../../profile/api/get-profile';
import { updateProfile } from '../../../profile/api/update-profile';
import { getNotificationPreferences } from '../../../notifications/api/preferences-api';
import { useProfileStore } from '../../../profile/stores/profile-store';
import { fakeToken } from '../../../../test/fake-token';
import { profileFixture } from '../../../../test/profile-fixture';
import { resetStores } from '../../../../test/reset-stores';
import { SettingsPage } from '../SettingsPage';

jest.mock('../../../profile/api/get-profile');
jest.mock('../../../profile/api/update-profile');
jest.mock('../../../notifications/api/preferences-api');
const mockedGetProfile = jest.mocked(getProfile);
const mockedUpdateProfile = jest.mocked(updateProfile);

function renderSettings() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/settings']}>
        <SettingsPage />
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
  jest.mocked(getNotificationPreferences).mockReturnValue(new Promise(() => undefined));
});

afterEach(() => jest.useRealTimers());

describe('SettingsPage', () => {
  it('shows the saved preferences read-only with the spec hints', async () => {
    renderSettings();
    expect(await screen.findByDisplayValue('olives, irrigation')).toBeDisabled();
    expect(field(/^Timezone/)).toHaveValue('UTC+2');
    // The language is one of the product's, each named in itself (no free text any more).
    expect(field(/^Language/)).toHaveValue('en');
    expect(field(/^Language/)).toBeDisabled();
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ελληνικά' })).toBeInTheDocument();
    expect(screen.getByText('e.g. UTC-5, EST')).toBeInTheDocument();
    expect(screen.getByText('Separate multiple interests with commas')).toBeInTheDocument();
  });

  it('switches the theme at once, without edit mode, and names the current theme', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByDisplayValue('olives, irrigation');
    expect(screen.getByText('Current theme: Light')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));

    expect(useThemeStore.getState().mode).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByText('Current theme: Dark')).toBeInTheDocument();
  });

  it('saves timezone, language and the parsed interests, then confirms for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const stored = profileFixture();
    mockedUpdateProfile.mockImplementation(async (update: ProfileUpdate) => ({
      ...stored,
      ...update,
    }));
    renderSettings();
    await screen.findByDisplayValue('olives, irrigation');

    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    expect(field(/^Timezone/)).toHaveFocus();
    await user.clear(field(/^Timezone/));
    await user.type(field(/^Timezone/), 'EST');
    await user.clear(field(/^Interests/));
    await user.type(field(/^Interests/), ' figs, , almonds ,');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(mockedUpdateProfile).toHaveBeenCalledWith({
      timezone: 'EST',
      language: 'en',
      interests: ['figs', 'almonds'],
    });
    expect(field(/^Interests/)).toHaveValue('figs, almonds');
    expect(field(/^Interests/)).toBeDisabled();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Settings updated successfully!')).not.toBeInTheDocument();
  });

  it('restores the saved values on Cancel', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByDisplayValue('olives, irrigation');
    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    await user.selectOptions(field(/^Language/), 'Ελληνικά');
    expect(field(/^Language/)).toHaveValue('el');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(field(/^Language/)).toHaveValue('en');
    expect(field(/^Language/)).toBeDisabled();
    expect(mockedUpdateProfile).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update settings' when the error has no text", async () => {
    const user = userEvent.setup();
    mockedUpdateProfile.mockRejectedValue(new Error(''));
    renderSettings();
    await screen.findByDisplayValue('olives, irrigation');
    await user.click(screen.getByRole('button', { name: 'Edit Settings' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to update settings');
  });

  it('shows the load-failure text but keeps the theme switch working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedGetProfile.mockRejectedValue(new Error('Server unavailable'));
    renderSettings();

    expect(
      await screen.findByText('Unable to load profile. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit Settings' })).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('reuses a profile the header already loaded instead of asking again', () => {
    useProfileStore.getState().setProfile(profileFixture({ timezone: 'UTC+3' }));
    renderSettings();
    expect(field(/^Timezone/)).toHaveValue('UTC+3');
    expect(field(/^Language/)).toHaveValue('en');
    expect(mockedGetProfile).not.toHaveBeenCalled();
  });
});
