import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHarvests } from '../api/get-harvests';
import { earlyTree, getTree } from '../../common/api/get-tree';
import { getTreePhotos } from '../api/get-tree-photos';
import { updateTree } from '../../common/api/update-tree';
import { submitTreeChange } from '@grovekeeper/shared/offline';
import { queuedResult, sentResult } from '../../../test/offline-submits';
import { TreeDetailPage } from '../components/TreeDetailPage';
import {
  ESTATE_ID,
  TREE_ID,
  httpError,
  renderAt,
  resetStores,
  toastText,
  treeFixture,
} from '../../../test/tree-detail';

jest.mock('../../common/api/get-tree');
jest.mock('../../common/api/update-tree');
jest.mock('../api/get-harvests');
jest.mock('../api/get-tree-photos');
jest.mock('@grovekeeper/shared/offline', () =>
  jest.requireActual('../../../test/offline-submits').offlineWithMockedSubmits(),
);
const mockedGetTree = jest.mocked(getTree);
// A new code goes straight to the server; state, notes, title and category through the queue.
const mockedUpdateTree = jest.mocked(updateTree);
const mockedSubmit = jest.mocked(submitTreeChange);

const tree = treeFixture();

function renderDetail(url = `/estates/${ESTATE_ID}/trees/${TREE_ID}`) {
  const path = url.startsWith('/estates') ? '/estates/:estateId/trees/:treeId' : '/trees/:treeId';
  return renderAt(<TreeDetailPage />, { path, url });
}

function field(name: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

beforeEach(() => {
  resetStores();
  mockedGetTree.mockReset().mockResolvedValue(tree);
  jest.mocked(earlyTree).mockReset();
  mockedUpdateTree.mockReset();
  mockedSubmit.mockReset();
  jest.mocked(getTreePhotos).mockReset().mockResolvedValue([]);
  jest.mocked(getHarvests).mockReset().mockResolvedValue([]);
});

describe('TreeDetailPage', () => {
  it('shows the tree with its state, AI confidence percent, 6-decimal location and estate', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    expect(screen.getByText('OLV-0001')).toBeInTheDocument();
    expect(screen.getByText('Olive Tree')).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Healthy');
    expect(screen.getByText('South corner, near the well')).toBeInTheDocument();
    expect(screen.getByText('Kalamata Grove')).toBeInTheDocument();
    expect(screen.getByText('AI confidence: 88%')).toBeInTheDocument();
    expect(screen.getByTestId('tree-location')).toHaveTextContent('37.055123, 22.005124');
  });

  it('shows at once the tree the first paint drew, with no loading state between', async () => {
    // The first paint drew the tree from the early read; the page's own load is on its way.
    jest.mocked(earlyTree).mockReturnValue(tree);
    mockedGetTree.mockReturnValue(new Promise(() => undefined));

    renderDetail();

    expect(screen.getByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(screen.getByText('AI confidence: 88%')).toBeInTheDocument();
    expect(screen.getByTestId('tree-location')).toHaveTextContent('37.055123, 22.005124');
    expect(earlyTree).toHaveBeenCalledWith(TREE_ID);
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    await act(async () => undefined);
  });

  it("says 'Location not available' and shows no AI confidence for a hand-made tree without a position", async () => {
    mockedGetTree.mockResolvedValue(
      treeFixture({
        detectionConfidence: null,
        coordinates: undefined as unknown as { lat: number; lng: number },
      }),
    );
    renderDetail();
    expect(await screen.findByTestId('tree-location')).toHaveTextContent('Location not available');
    expect(screen.queryByText(/AI confidence/)).not.toBeInTheDocument();
  });

  it('links Change Location to the location page under the current URL, returning here', async () => {
    renderDetail(`/trees/${TREE_ID}`);
    const link = await screen.findByRole('link', { name: 'Change Location' });
    expect(link).toHaveAttribute(
      'href',
      `/trees/${TREE_ID}/location?returnTo=${encodeURIComponent(`/trees/${TREE_ID}`)}`,
    );
  });

  it("shows 'Tree not found' for a tree that does not exist", async () => {
    mockedGetTree.mockRejectedValue(httpError(404, 'Tree not found'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Tree not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load tree details' when loading fails without a message, and retries", async () => {
    const user = userEvent.setup();
    mockedGetTree.mockRejectedValueOnce(new Error(''));
    renderDetail();
    expect(await screen.findByText('Failed to load tree details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
  });

  it("refuses to save an empty title with 'Please fill in all required fields' and sends nothing", async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.clear(field('Title'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel Editing' })).toBeInTheDocument();
  });

  it('sends only the changed fields, shows the answered tree and leaves edit mode', async () => {
    const user = userEvent.setup();
    mockedSubmit.mockResolvedValue(
      sentResult({
        tree: treeFixture({
          title: 'Old Olive',
          state: 'sick',
          updatedAt: '2026-03-01T10:00:00.000Z',
        }),
      }),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.clear(field('Title'));
    await user.type(field('Title'), '  Old Olive ');
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(screen.getByRole('option', { name: 'Sick' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Old Olive' })).toBeInTheDocument();
    expect(mockedSubmit).toHaveBeenCalledTimes(1);
    expect(mockedSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: TREE_ID, label: 'Olive Tree 1 (OLV-0001)' }),
      { title: 'Old Olive', state: 'sick' },
    );
    expect(toastText()).toBe('Tree updated successfully!: ');
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Sick');
  });

  it('shows the planting year, refuses one before 1800 and sends a corrected one', async () => {
    const user = userEvent.setup();
    mockedGetTree.mockResolvedValue(treeFixture({ plantingYear: null }));
    // Not a field the phone queues: it goes straight to the server, as a new code does.
    mockedUpdateTree.mockResolvedValue(treeFixture({ plantingYear: 1998 }));
    renderDetail();
    const edit = await screen.findByRole('button', { name: 'Edit Details' });
    expect(screen.getByText('Planting year').nextSibling).toHaveTextContent('—');
    await user.click(edit);
    await user.type(field('Planting year'), '1750');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const max = new Date().getFullYear() + 1;
    expect(
      screen.getByText(`Planting year must be a year from 1800 to ${max}, or empty when unknown`),
    ).toBeInTheDocument();
    expect(mockedUpdateTree).not.toHaveBeenCalled();
    await user.clear(field('Planting year'));
    await user.type(field('Planting year'), '1998');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mockedUpdateTree).toHaveBeenCalledWith(TREE_ID, { plantingYear: 1998 }),
    );
    expect(await screen.findByText('1998')).toBeInTheDocument();
  });

  it("stays in edit mode and shows the server's message when the code is taken", async () => {
    const user = userEvent.setup();
    mockedUpdateTree.mockRejectedValue(httpError(409, 'This tree code is already in use'));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.clear(field('Tree Code'));
    await user.type(field('Tree Code'), 'OLV-0002');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toBe('Error: This tree code is already in use'));
    expect(mockedUpdateTree).toHaveBeenCalledWith(TREE_ID, { textCode: 'OLV-0002' });
    expect(field('Tree Code')).toHaveValue('OLV-0002');
  });

  it("falls back to 'Failed to update tree' when the save fails without a message", async () => {
    const user = userEvent.setup();
    mockedSubmit.mockRejectedValue(new Error(''));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.type(field('Notes'), ' and the gate');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update tree'));
  });

  it('keeps a change made without an answer on the phone and says it will be sent later', async () => {
    const user = userEvent.setup();
    mockedSubmit.mockResolvedValue(queuedResult());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(screen.getByRole('option', { name: 'Watered' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Saved on this phone: The change is saved on this phone and will be sent when you are back in range.',
      ),
    );
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Watered');
  });

  it('restores the saved values when editing is cancelled', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    expect(screen.getByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(field('Title')).toHaveValue('Olive Tree 1');
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('shows a legacy or unknown state as it is, keeps it selectable, and does not send it unchanged', async () => {
    const user = userEvent.setup();
    mockedGetTree.mockResolvedValue(treeFixture({ state: 'Mystery', category: 'Quince Tree' }));
    mockedSubmit.mockResolvedValue(
      sentResult({ tree: treeFixture({ state: 'Mystery', notes: 'x' }) }),
    );
    renderDetail();
    const label = await screen.findByTestId('tree-state');
    expect(label).toHaveTextContent('Mystery');
    expect(label).toHaveStyle({ '--state-color': '#9e9e9e' });

    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(state).toHaveTextContent('Mystery');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Quince Tree');
    await user.click(state);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Healthy',
      'Pruned',
      'Watered',
      'Sick',
      'Burned',
      'Destroyed',
      'Ready to Harvest',
      'Mystery',
    ]);
    await user.keyboard('{Escape}');
    await user.clear(field('Notes'));
    await user.type(field('Notes'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mockedSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: TREE_ID }), {
        notes: 'x',
      }),
    );
  });

  it('keeps the open tab in ?tab= so a reload opens it again', async () => {
    const user = userEvent.setup();
    renderDetail(`/trees/${TREE_ID}?tab=qr`);
    expect(await screen.findByRole('tab', { name: 'QR Code' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Harvests' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/trees/${TREE_ID}?tab=harvests`);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`/trees/${TREE_ID}$`));
  });

  it('encodes {origin}/trees/{id}/tag in the QR code and shows the tree code under it', async () => {
    renderDetail(`/trees/${TREE_ID}?tab=qr`);
    const code = await screen.findByRole('img', { name: /QR code for tree OLV-0001/ });
    const url = `${window.location.origin}/trees/${TREE_ID}/tag`;
    expect(code).toHaveAttribute('data-url', url);
    expect(screen.getByTestId('qr-tree-code')).toHaveTextContent('OLV-0001');
    expect(screen.getByRole('link', { name: 'View Tag Page' })).toHaveAttribute(
      'href',
      `/trees/${TREE_ID}/tag`,
    );
  });

  it('opens the label in a new window, and says so when a pop-up blocker stops it', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValueOnce({} as Window);
    renderDetail(`/trees/${TREE_ID}?tab=qr`);
    await user.click(await screen.findByRole('button', { name: 'Print Label' }));
    expect(open).toHaveBeenCalledWith(`/trees/${TREE_ID}/print`, '_blank');
    expect(toastText()).toBe('');

    open.mockReturnValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Print Label' }));
    expect(toastText()).toBe(
      'Error: Unable to open print window. Please check your pop-up blocker settings.',
    );
    open.mockRestore();
  });

  it('goes back to the estate when there is no earlier page to return to', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/estates/${ESTATE_ID}`);
  });
});
