import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import {
  clearPhone,
  networkFailure,
  offlineTreeFixture,
  setOnline,
  storeTrees,
} from '@grovekeeper/shared/testing/offline';
import { getTree } from '../../common/api/get-tree';
import { getHarvests } from '../api/get-harvests';
import { getTreePhotos } from '../api/get-tree-photos';
import { TreeDetailPage } from '../components/TreeDetailPage';
import { TREE_ID, renderAt, resetStores, toastText } from '../../../test/tree-detail';

// No signal: every request gets no answer; the phone's store and queue are the real ones.
jest.mock('../../common/api/get-tree');
jest.mock('../api/get-harvests');
jest.mock('../api/get-tree-photos');

const stored = offlineTreeFixture({ id: TREE_ID, title: 'Olive Tree 1', state: 'healthy' });

function renderTree(tab = 'details') {
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}?tab=${tab}`,
  });
}

beforeEach(async () => {
  resetStores();
  await clearPhone();
  useAuthStore.setState({ accessToken: 'token', userId: 'worker-1' });
  setOnline(false);
  for (const request of [getTree, getHarvests, getTreePhotos]) {
    jest.mocked(request).mockReset().mockRejectedValue(networkFailure());
  }
});

afterEach(() => jest.restoreAllMocks());

describe('TreeDetailPage without signal', () => {
  it('shows the tree as stored on this phone; what needs the server says it is not available offline', async () => {
    await storeTrees([stored]);
    const user = userEvent.setup();
    renderTree();
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(
      screen.getByText(/^No signal: this tree is shown as stored on this phone/),
    ).toBeVisible();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Healthy');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'State & Photos' }));
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
    expect(getTreePhotos).not.toHaveBeenCalled();
  });

  it('keeps a new state and note on the phone and shows the tree with them', async () => {
    await storeTrees([stored]);
    const user = userEvent.setup();
    renderTree();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    // Without signal only what field work changes is editable.
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(screen.getByRole('option', { name: 'Sick' }));
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Yellow leaves');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastText()).toMatch(/^Saved on this phone: /));
    expect(await screen.findByText('Yellow leaves')).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Sick');
    expect(screen.getByText('1 change of this tree is waiting to be sent.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the Sync page' })[0]).toHaveAttribute(
      'href',
      '/sync',
    );
  });

  it('records a harvest on the phone, to be sent when back in range', async () => {
    await storeTrees([stored]);
    const user = userEvent.setup();
    renderTree('harvests');
    await user.type(await screen.findByRole('spinbutton', { name: /^Weight \(kg\)/ }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Harvest saved on this phone. It will be sent when you are back in range.: ',
      ),
    );
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    expect(
      await screen.findByText('1 change of this tree is waiting to be sent.'),
    ).toBeInTheDocument();
  });

  it('says plainly when the tree is not stored on this phone', async () => {
    renderTree();
    expect(
      await screen.findByText(
        'This tree is not stored on this phone. Open its estate and choose Make available offline while you have signal.',
      ),
    ).toBeInTheDocument();
  });
});
