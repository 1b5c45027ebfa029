import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NOTIFICATION_KINDS, defaultNotificationChannel } from '@grovekeeper/constants';
import type { NotificationChannel, NotificationKind } from '@grovekeeper/constants';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../../../notifications/api/preferences-api';
import { fakeToken } from '../../../../test/fake-token';
import { resetStores } from '../../../../test/reset-stores';
import { NotificationsSection } from '../NotificationsSection';

jest.mock('../../../notifications/api/preferences-api');
const mockedGet = jest.mocked(getNotificationPreferences);
const mockedSave = jest.mocked(saveNotificationPreferences);

function defaults(): Record<NotificationKind, NotificationChannel> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, defaultNotificationChannel(kind)]),
  ) as Record<NotificationKind, NotificationChannel>;
}

function renderSection(url = '/settings') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <NotificationsSection />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedGet.mockReset().mockResolvedValue({ preferences: defaults() });
  mockedSave.mockReset();
});

describe('NotificationsSection', () => {
  it('shows each kind with its channel and saves a change with PUT', async () => {
    const user = userEvent.setup();
    mockedSave.mockResolvedValue({ preferences: { ...defaults(), worker_rated: 'off' } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const received = await within(section).findByRole('combobox', {
      name: 'A rental application arrives',
    });
    expect(received).toHaveTextContent('Both');
    const rated = within(section).getByRole('combobox', { name: 'I am rated as a worker' });
    expect(rated).toHaveTextContent('In the product');
    expect(within(section).getAllByRole('combobox')).toHaveLength(NOTIFICATION_KINDS.length);

    await user.click(rated);
    await user.click(await screen.findByRole('option', { name: 'Off' }));
    expect(mockedSave).toHaveBeenCalledWith({ worker_rated: 'off' });
    await waitFor(() => expect(rated).toHaveTextContent('Off'));
    expect(await screen.findByText('Notification preference saved')).toBeInTheDocument();
  });

  it('puts the choice back when saving fails', async () => {
    const user = userEvent.setup();
    mockedSave.mockRejectedValue(new Error('Server unavailable'));
    renderSection();
    const rated = await screen.findByRole('combobox', { name: 'I am rated as a worker' });
    await user.click(rated);
    await user.click(await screen.findByRole('option', { name: 'By e-mail' }));
    expect(
      await screen.findByText('Could not save the notification preference'),
    ).toBeInTheDocument();
    expect(rated).toHaveTextContent('In the product');
  });

  it('says e-mails of a kind were turned off after an unsubscribe link', async () => {
    renderSection('/settings?unsubscribed=contract_submitted');
    expect(await screen.findByTestId('unsubscribed')).toHaveTextContent(
      'E-mails about “A contract waits for my signature” are turned off.',
    );
  });

  it('shows no unsubscribe message for an unknown kind', async () => {
    renderSection('/settings?unsubscribed=nonsense');
    await screen.findByRole('combobox', { name: 'A rental application arrives' });
    expect(screen.queryByTestId('unsubscribed')).not.toBeInTheDocument();
  });
});
