import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, useAuthStore } from '@grovekeeper/shared';
import { makeEstateAvailableOffline } from '@grovekeeper/shared/offline';
import { clearPhone, storeEstate } from '@grovekeeper/shared/testing/offline';
import { deferred, renderAt, resetStores } from '../../../test/render';
import { OfflineEstateCard } from '../components/OfflineEstateCard';

// Storing fetches the estate's trees (jsdom has no fetch): that answer is the test's; what is
// stored, shown and removed is the real IndexedDB store (fake-indexeddb).
jest.mock('@grovekeeper/shared/offline', () => ({
  ...jest.requireActual('@grovekeeper/shared/offline'),
  makeEstateAvailableOffline: jest.fn(),
}));
const mockedMake = jest.mocked(makeEstateAvailableOffline);

const ESTATE_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const storedAt = '2026-11-27T10:42:00.000Z';

function renderCard() {
  return renderAt(<OfflineEstateCard estateId={ESTATE_ID} />);
}

beforeEach(async () => {
  resetStores();
  await clearPhone();
  // What the phone keeps is the signed-in person's.
  useAuthStore.setState({ accessToken: 'token', userId: 'owner-1' });
  mockedMake.mockReset();
});

describe('OfflineEstateCard', () => {
  // First: the offline engine is not loaded yet (the page's first render does without it).
  it('says so when the frame keeps a field worker’s estate after the page opened', async () => {
    renderCard();
    expect(await screen.findByRole('button', { name: 'Make available offline' })).toBeEnabled();
    await storeEstate({
      estateId: ESTATE_ID,
      estateName: 'Kalamata Grove',
      trees: 6,
      storedAt,
      automatic: true,
    });
    expect(
      await screen.findByText(`Available offline: 6 trees, updated ${formatDateTime(storedAt)}`),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Make available offline' }),
    ).not.toBeInTheDocument();
  });

  it('stores the estate on this phone with a spinner while it works', async () => {
    const storing = deferred<{ trees: number }>();
    mockedMake.mockReturnValue(storing.promise);
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Make available offline' }));
    expect(mockedMake).toHaveBeenCalledWith(ESTATE_ID);
    const busy = screen.getByRole('button', { name: 'Storing trees on this phone...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => storing.resolve({ trees: 143 }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when the trees could not be stored', async () => {
    mockedMake.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Make available offline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The trees could not be stored on this phone. Check the connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Make available offline' })).toBeEnabled();
  });

  it('says how many trees are on this phone and since when, and removes them', async () => {
    await storeEstate({
      estateId: ESTATE_ID,
      estateName: 'Kalamata Grove',
      trees: 143,
      storedAt,
      automatic: false,
    });
    const user = userEvent.setup();
    renderCard();
    expect(
      await screen.findByText(`Available offline: 143 trees, updated ${formatDateTime(storedAt)}`),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Make available offline' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove from this phone' }));
    expect(await screen.findByRole('button', { name: 'Make available offline' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByText(/Available offline:/)).not.toBeInTheDocument());
  });

  it('keeps a field worker’s estate automatically, with no button to remove it', async () => {
    await storeEstate({
      estateId: ESTATE_ID,
      estateName: 'Kalamata Grove',
      trees: 1,
      storedAt,
      automatic: true,
    });
    renderCard();
    expect(
      await screen.findByText(`Available offline: 1 tree, updated ${formatDateTime(storedAt)}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Kept on this phone automatically because you work on this estate.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
