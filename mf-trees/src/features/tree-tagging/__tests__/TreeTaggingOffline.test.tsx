import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import { submitTreeChange } from '@grovekeeper/shared/offline';
import {
  clearPhone,
  networkFailure,
  offlineTreeFixture,
  setOnline,
  storeTrees,
} from '@grovekeeper/shared/testing/offline';
import { getTree } from '../../common/api/get-tree';
import { getTreeByCode } from '../api/get-tree-by-code';
import {
  FakeScanner,
  TREE_ID,
  manualField,
  renderTagging,
  resetStores,
} from '../../../test/tagging';

// No signal: the lookups get no answer; the phone's store and queue are the real ones.
jest.mock('../../common/api/get-tree');
jest.mock('../api/get-tree-by-code');

const stored = offlineTreeFixture({
  id: TREE_ID,
  code: 'GK-1A2B3C4D',
  title: 'Olive Tree 7',
  state: 'pruned',
  notes: 'North corner',
  version: 4,
});

beforeEach(async () => {
  resetStores();
  await clearPhone();
  useAuthStore.setState({ accessToken: 'token', userId: 'worker-1' });
  setOnline(false);
  jest.mocked(getTree).mockReset().mockRejectedValue(networkFailure());
  jest.mocked(getTreeByCode).mockReset().mockRejectedValue(networkFailure());
});

afterEach(() => jest.restoreAllMocks());

async function scan(code: string, user = userEvent.setup()) {
  await user.type(manualField(), `${code}{Enter}`);
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(screen.getByRole('option', { name: option }));
}

const statusLine = () => screen.getByRole('region', { name: 'Changes made on this phone' });

describe('TreeTaggingPage without signal', () => {
  it('shows a scanned tree as stored on this phone, with the change still waiting for it', async () => {
    await storeTrees([stored]);
    await submitTreeChange(
      { id: TREE_ID, version: 4, label: 'Olive Tree 7 (GK-1A2B3C4D)' },
      { notes: 'Watered at dawn' },
    );
    renderTagging(new FakeScanner());
    await scan('GK-1A2B3C4D');

    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Watered at dawn');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Pruned');
    expect(
      screen.getByText(/^No signal: this tree is shown as stored on this phone/),
    ).toBeVisible();
    expect(within(statusLine()).getByRole('link', { name: '1 change waiting' })).toHaveAttribute(
      'href',
      '/sync',
    );
  });

  it('finds a stored tree by the id a scanned URL carries', async () => {
    await storeTrees([stored]);
    renderTagging(new FakeScanner());
    await scan(`https://grove.example.com/trees/${TREE_ID}/tag`);
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Olive Tree 7');
    // The browser knows it is offline: nothing waits for a request that cannot answer.
    expect(getTree).not.toHaveBeenCalled();
  });

  it('falls back to the phone when a lookup gets no answer although the browser thinks it is online', async () => {
    setOnline(true);
    await storeTrees([stored]);
    renderTagging(new FakeScanner());
    await scan('GK-1A2B3C4D');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Olive Tree 7');
    expect(getTreeByCode).toHaveBeenCalledWith('GK-1A2B3C4D');
    expect(
      screen.getByText(/^No signal: this tree is shown as stored on this phone/),
    ).toBeVisible();
  });

  it('says plainly that a tree not stored on this phone cannot be shown', async () => {
    await storeTrees([stored]);
    renderTagging(new FakeScanner());
    await scan('GK-ELSEWHERE');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This tree is not stored on this phone. Open its estate and choose Make available offline while you have signal.',
    );
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Scan' })).toBeInTheDocument();
  });

  it('keeps a save on the phone, says it will be sent when back in range, and counts it', async () => {
    await storeTrees([stored]);
    renderTagging(new FakeScanner());
    expect(within(statusLine()).getByRole('link', { name: 'Synced' })).toBeInTheDocument();
    const user = await scan('GK-1A2B3C4D');
    await screen.findByText('Tree found successfully!');
    await choose(user, 'State', 'Sick');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByRole('heading', { name: 'Saved on this phone' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The change is saved on this phone and will be sent when you are back in range.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(statusLine()).findByRole('link', { name: '1 change waiting' }),
    ).toBeInTheDocument();

    // Scanned again, the tree shows as the phone has it now.
    await user.click(screen.getByRole('button', { name: 'Scan Another' }));
    await scan('GK-1A2B3C4D', user);
    await screen.findByText('Tree found successfully!');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Sick');
  });
});
