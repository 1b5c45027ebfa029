import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tree } from '@grovekeeper/shared';
import { submitTreeChange } from '@grovekeeper/shared/offline';
import type { SubmitResult } from '@grovekeeper/shared/offline';
import '@grovekeeper/shared/testing/offline';
import { getTree } from '../../common/api/get-tree';
import {
  FakeScanner,
  TREE_ID,
  deferred,
  manualField,
  renderTagging,
  resetStores,
  treeFixture,
} from '../../../test/tagging';

/** The message shows inline and in the destructive 'Error' toast (spec §8). */
async function expectErrorShown(text: string) {
  await waitFor(() => {
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert).toHaveTextContent(text);
  });
  expect(screen.getByTestId('toast')).toHaveTextContent('Error');
}

jest.mock('../../common/api/get-tree');
// The save goes through the offline queue; here the server's answer to it is the test's.
jest.mock('@grovekeeper/shared/offline', () => ({
  ...jest.requireActual('@grovekeeper/shared/offline'),
  submitTreeChange: jest.fn(),
}));

const mockedGetTree = jest.mocked(getTree);
const mockedSubmit = jest.mocked(submitTreeChange);

/** The server's answer: the tree with the change applied, one version on. */
const sent = (update: object): SubmitResult => ({
  status: 'sent',
  tree: { ...treeFixture(), ...(update as Partial<Tree>), version: 2 },
  body: {},
});

beforeEach(() => {
  resetStores();
  mockedGetTree.mockReset().mockResolvedValue(treeFixture());
  mockedSubmit.mockReset().mockImplementation(async (_tree, update) => sent(update));
});

async function openTree(user = userEvent.setup()) {
  renderTagging(new FakeScanner());
  await user.type(manualField(), `${TREE_ID}{Enter}`);
  await screen.findByRole('button', { name: 'Save & Continue' });
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('TreeTaggingPage: tree information', () => {
  it('shows the tree with its code, location to 6 decimals and last update', async () => {
    await openTree();
    expect(screen.getByText('GK-1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Olive Tree');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Olive Tree 7');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Pruned');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'North corner, near the well',
    );
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveValue('37.055123, 22.005988');
    expect(location).toHaveAttribute('readonly');
    const updated = screen.getByRole('textbox', { name: 'Last Updated' });
    expect(updated).toHaveAttribute('readonly');
    expect(updated).toHaveValue(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-14T09:30:00.000Z'),
      ),
    );
  });

  it("shows 'Location not available' and 'N/A' when the tree lacks them", async () => {
    mockedGetTree.mockResolvedValue(
      treeFixture({ coordinates: undefined as unknown as Tree['coordinates'], updatedAt: '' }),
    );
    await openTree();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Location not available');
    expect(screen.getByRole('textbox', { name: 'Last Updated' })).toHaveValue('N/A');
  });

  it("shows healthy for a tree without a known state and keeps the tree's own category", async () => {
    mockedGetTree.mockResolvedValue(treeFixture({ state: '', category: 'Walnut Tree' }));
    const user = await openTree();
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Healthy');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Olive Tree',
      'Orange Tree',
      'Lemon Tree',
      'Almond Tree',
      'Fig Tree',
      'Other',
      'Walnut Tree',
    ]);
  });

  it('saves the spec body (with the version it started from) and shows the success step', async () => {
    const user = await openTree();
    await choose(user, 'Category', 'Fig Tree');
    await user.clear(screen.getByRole('textbox', { name: /Title/ }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Fig Tree 3 ');
    await choose(user, 'State', 'Ready to Harvest');
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Ripe figs on the south side');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('Tree updated successfully.')).toBeInTheDocument();
    expect(mockedSubmit).toHaveBeenCalledWith(
      {
        id: TREE_ID,
        version: 1,
        label: 'Olive Tree 7 (GK-1A2B3C4D)',
        estateId: 'eeeeeeeeeeeeeeeeeeeeeeee',
      },
      {
        coordinates: { lat: 37.0551234, lng: 22.0059876 },
        photo: 'Ripe figs on the south side',
        notes: 'Ripe figs on the south side',
        state: 'ready_to_harvest',
        textCode: 'GK-1A2B3C4D',
        category: 'Fig Tree',
        title: 'Fig Tree 3',
      },
    );
    expect(screen.getByText('Fig Tree 3 (GK-1A2B3C4D)')).toBeInTheDocument();
  });

  it('saves the tree as it is when nothing was changed (Save & Continue always saves)', async () => {
    const user = await openTree();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Tree updated successfully.')).toBeInTheDocument();
    expect(mockedSubmit).toHaveBeenCalledTimes(1);
  });

  it('says when someone else changed the tree meanwhile, and links to the Sync page', async () => {
    mockedSubmit.mockImplementation(async () => ({
      status: 'conflict',
      change: {} as Extract<SubmitResult, { status: 'conflict' }>['change'],
    }));
    const user = await openTree();
    await choose(user, 'State', 'Sick');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'A conflict to resolve' }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else changed this tree meanwhile. Choose which values to keep on the Sync page.',
    );
    expect(within(alert).getByRole('link', { name: 'Open the Sync page' })).toHaveAttribute(
      'href',
      '/sync',
    );
    expect(screen.queryByText('Tree updated successfully.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan Another' })).toBeInTheDocument();
  });

  it('shows a spinner and blocks a second save while saving', async () => {
    const saving = deferred<SubmitResult>();
    mockedSubmit.mockReturnValue(saving.promise);
    const user = await openTree();
    await choose(user, 'State', 'Watered');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Scan' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => saving.resolve(sent({ state: 'watered' })));
    expect(await screen.findByText('Tree updated successfully.')).toBeInTheDocument();
    expect(mockedSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when saving fails, and the fallback without one", async () => {
    mockedSubmit.mockRejectedValueOnce(new Error('Title must be at most 100 characters'));
    mockedSubmit.mockRejectedValueOnce({});
    const user = await openTree();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await expectErrorShown('Title must be at most 100 characters');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await expectErrorShown('Failed to update tree');
    expect(screen.queryByText('Tree updated successfully.')).not.toBeInTheDocument();
  });

  it("refuses an empty title with 'Please fill in all required fields'", async () => {
    const user = await openTree();
    await user.clear(screen.getByRole('textbox', { name: /Title/ }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('flags a fetched tree without a valid id and refuses to save it', async () => {
    mockedGetTree.mockResolvedValue(treeFixture({ id: '', _id: 'not-an-id' }));
    const user = await openTree();
    expect(screen.getByRole('alert')).toHaveTextContent('Fetched tree is missing a valid ID');
    expect(screen.queryByText('Tree found successfully!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByText('Cannot update tree: missing valid tree ID')).toBeInTheDocument();
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('returns to a cleared scan step with Scan Another', async () => {
    const user = await openTree();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Scan Another' }));
    expect(screen.getByRole('heading', { name: 'Scan QR Code' })).toHaveFocus();
    expect(manualField()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(screen.queryByText('Tree updated successfully.')).not.toBeInTheDocument();
  });

  it('returns to the scan step with Back to Scan, without saving', async () => {
    const user = await openTree();
    await user.click(screen.getByRole('button', { name: 'Back to Scan' }));
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(screen.queryByText('Tree found successfully!')).not.toBeInTheDocument();
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('ignores a tree that arrives after going back to scan', async () => {
    const loading = deferred<Tree>();
    mockedGetTree.mockReturnValue(loading.promise);
    const user = userEvent.setup();
    renderTagging(new FakeScanner());
    await user.type(manualField(), `${TREE_ID}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Back to Scan' }));
    await act(async () => loading.resolve(treeFixture()));
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(screen.queryByText('Tree found successfully!')).not.toBeInTheDocument();
  });

  it("clears 'Tree found successfully!' after 3 seconds", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openTree(user);
      expect(screen.getByText('Tree found successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Tree found successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Tree found successfully!')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
