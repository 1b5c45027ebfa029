// First: the in-memory IndexedDB must be in place before the offline module loads.
import { resetOfflineStore, setOnline, storeRows } from '../../../test/offline-store';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import type { Tree } from '@grovekeeper/shared';
import { pendingChanges } from '@grovekeeper/shared/offline';
import { fakeToken } from '../../../test/fake-token';
import { resetStores } from '../../../test/reset-stores';
import { changeFixture, estateFixture } from '../../../test/sync-fixtures';
import { SyncPage } from '../components/SyncPage';

function renderPage() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/sync']}>
        <SyncPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const cards = () => screen.findAllByTestId('sync-change');
const cardOf = async (text: string) =>
  (await cards()).find((card) => card.textContent?.includes(text)) as HTMLElement;

const conflict = changeFixture({
  status: 'conflict',
  treeId: 'tree-8',
  treeLabel: 'Olive 8 (T-008)',
  fields: { state: 'sick' },
  conflict: {
    fields: ['state'],
    mine: { state: 'sick' },
    theirs: { state: 'pruned' },
    current: { id: 'tree-8', state: 'pruned', version: 5 } as Tree,
    changedBy: { id: 'user-9', name: 'Maria Georgiou' },
    changedAt: '2026-11-27T09:15:00.000Z',
  },
});

beforeEach(async () => {
  resetStores();
  await resetOfflineStore();
  useAuthStore.getState().setToken(fakeToken());
  Object.assign(window, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
  // In the grove: nothing is sent while the tests act.
  setOnline(false);
});

describe('the sync page', () => {
  it('says "Everything is synced" when nothing of the user waits', async () => {
    await storeRows('changes', [changeFixture({ userId: 'user-2' })]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Everything is synced' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('sync-change')).not.toBeInTheDocument();
  });

  it('lists each change with its tree, what it changes, when it was made, and a refusal reason', async () => {
    await storeRows('trees', [
      { userId: 'user-1', id: 'tree-7', estateId: 'estate-1', code: 'T-007', state: 'healthy' },
    ]);
    await storeRows('changes', [
      changeFixture({ fields: { state: 'sick', notes: 'Leaves curling' } }),
      changeFixture({
        kind: 'harvest',
        fields: undefined,
        harvest: { date: '2026-11-27', weight: 12.5, notes: '' },
      }),
      changeFixture({
        kind: 'photo',
        fields: undefined,
        photo: {
          file: new Blob(['jpeg'], { type: 'image/jpeg' }),
          fileName: 'trunk.jpg',
          caption: 'Trunk',
        },
      }),
      changeFixture({
        status: 'failed',
        fields: { notes: 'Cut' },
        error: 'This tree was deleted.',
      }),
    ]);
    renderPage();

    const [state, harvest, photo, failed] = await cards();
    expect(within(state!).getByRole('link', { name: 'Olive 7 (T-007)' })).toHaveAttribute(
      'href',
      '/trees/tree-7',
    );
    expect(state).toHaveTextContent('Waiting');
    expect(await within(state!).findByText('State: Healthy → Sick')).toBeInTheDocument();
    expect(state).toHaveTextContent('Notes: Leaves curling');
    expect(state).toHaveTextContent(/Made on this phone Nov 27, 2026/);
    expect(harvest).toHaveTextContent('Harvest: 12.5 kg on Nov 27, 2026');
    expect(photo).toHaveTextContent('Photo: trunk.jpg (Trunk)');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The server refused this change: This tree was deleted.');
  });

  it('sends a refused change again with Retry', async () => {
    await storeRows('changes', [changeFixture({ status: 'failed', error: 'You were removed.' })]);
    const user = userEvent.setup();
    renderPage();
    const card = await cardOf('Olive 7');
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card).not.toHaveTextContent('You were removed.'));
    expect(card).toHaveTextContent('Waiting');
    expect(within(card).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('discards a change only once the user confirms', async () => {
    await storeRows('changes', [
      changeFixture(),
      changeFixture({ treeId: 'tree-9', treeLabel: 'Fig 9 (T-009)' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const card = await cardOf('Olive 7');

    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this change?' });
    expect(dialog).toHaveTextContent('The change to Olive 7 (T-007) is removed from this phone');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await pendingChanges('user-1')).toBe(2);

    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard this change?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('sync-change')).toHaveLength(1));
    expect(screen.getByTestId('sync-change')).toHaveTextContent('Fig 9 (T-009)');
    expect(await pendingChanges('user-1')).toBe(1);
  });

  it('shows a conflict with both values, who changed it and when', async () => {
    await storeRows('changes', [conflict]);
    renderPage();
    const card = await cardOf('Olive 8');
    expect(card).toHaveTextContent('Conflict');
    expect(card).toHaveTextContent(/Maria Georgiou changed this tree on Nov 27, 2026/);
    const table = within(card).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Field',
      'Yours',
      expect.stringMatching(/^Maria Georgiou, Nov 27, 2026/),
    ]);
    const row = within(table).getByRole('row', { name: /State/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sick', 'Pruned']);
  });

  it('keeps mine: the change waits to be sent again over their version', async () => {
    await storeRows('changes', [conflict]);
    const user = userEvent.setup();
    renderPage();
    const card = await cardOf('Olive 8');
    await user.click(within(card).getByRole('button', { name: 'Keep mine' }));
    // The disputed field goes again as a change of its own, over their version.
    await waitFor(async () => expect(await cardOf('Olive 8')).toHaveTextContent('Waiting'));
    expect(within(await cardOf('Olive 8')).queryByRole('table')).not.toBeInTheDocument();
    expect(await pendingChanges('user-1')).toBe(1);
  });

  it('keeps theirs: a change of only the disputed field is dropped', async () => {
    await storeRows('changes', [conflict]);
    const user = userEvent.setup();
    renderPage();
    const card = await cardOf('Olive 8');
    await user.click(within(card).getByRole('button', { name: 'Keep theirs' }));
    expect(
      await screen.findByRole('heading', { name: 'Everything is synced' }),
    ).toBeInTheDocument();
    expect(await pendingChanges('user-1')).toBe(0);
  });

  it('offers Sync now only while online', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Everything is synced' });
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(screen.getByText(/You are offline: changes are sent/)).toBeInTheDocument();
  });
});

describe('the estates kept on this phone', () => {
  it("lists the user's estates stored offline, not another person's, and removes one", async () => {
    await storeRows('estates', [
      estateFixture({ automatic: true }),
      estateFixture({ userId: 'user-2', estateId: 'estate-2', estateName: 'Someone Else’s Grove' }),
    ]);
    const user = userEvent.setup();
    renderPage();

    const remove = await screen.findByRole('button', {
      name: 'Remove North Grove from this phone',
    });
    expect(screen.getByText(/^42 trees, stored/)).toBeInTheDocument();
    expect(screen.getByText('Kept automatically (you are field staff)')).toBeInTheDocument();
    // estate-2 was stored for someone else who used this phone: not listed, even offline.
    expect(screen.queryByText('Someone Else’s Grove')).not.toBeInTheDocument();

    await user.click(remove);
    expect(await screen.findByText(/No estate is kept on this phone/)).toBeInTheDocument();
  });
});
