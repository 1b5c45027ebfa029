import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteTreePhoto } from '../api/delete-tree-photo';
import { getTree } from '../../common/api/get-tree';
import { getTreePhotos } from '../api/get-tree-photos';
import { submitPhoto } from '@grovekeeper/shared/offline';
import { queuedResult, sentResult } from '../../../test/offline-submits';
import { TreeDetailPage } from '../components/TreeDetailPage';
import {
  TREE_ID,
  httpError,
  photoFixture,
  renderAt,
  resetStores,
  toastText,
  treeFixture,
} from '../../../test/tree-detail';

jest.mock('../../common/api/get-tree');
jest.mock('../api/delete-tree-photo');
jest.mock('../api/get-tree-photos');
// Uploads go through the offline queue (resized, with an Idempotency-Key): the answer is the test's.
jest.mock('@grovekeeper/shared/offline', () =>
  jest.requireActual('../../../test/offline-submits').offlineWithMockedSubmits(),
);
const mockedGetPhotos = jest.mocked(getTreePhotos);
const mockedUpload = jest.mocked(submitPhoto);
const mockedDelete = jest.mocked(deleteTreePhoto);

const photo = photoFixture();
const untitled = photoFixture({ id: 'dddddddddddddddddddddd02', caption: '' });

function renderPhotosTab() {
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}?tab=photos`,
  });
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
}

/** MUI keeps the page hidden from screen readers until the dialog's exit transition ends. */
async function dialogClosed() {
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
  );
}

beforeEach(() => {
  resetStores();
  jest.mocked(getTree).mockReset().mockResolvedValue(treeFixture());
  mockedGetPhotos.mockReset().mockResolvedValue([photo, untitled]);
  mockedUpload.mockReset();
  mockedDelete.mockReset();
});

describe('TreeDetailPage, State & Photos tab', () => {
  it('shows lazy thumbnails described by caption or tree title; a click opens the full photo', async () => {
    const user = userEvent.setup();
    renderPhotosTab();
    const gallery = await screen.findByRole('list', { name: 'Tree photos' });
    const [first, second] = within(gallery).getAllByRole('img');
    expect(first).toHaveAttribute('src', photo.thumbnailUrl);
    expect(first).toHaveAttribute('alt', 'Blossom in March');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('alt', 'Olive Tree 1');
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Healthy');

    await user.click(screen.getByRole('button', { name: 'Open photo: Blossom in March' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Blossom in March' })).toHaveAttribute(
      'src',
      photo.url,
    );
  });

  it("shows 'No photos available' when the tree has no photos", async () => {
    mockedGetPhotos.mockResolvedValue([]);
    renderPhotosTab();
    expect(await screen.findByText('No photos available')).toBeInTheDocument();
  });

  it("shows 'Failed to load photos' when loading fails without a message", async () => {
    mockedGetPhotos.mockRejectedValue(new Error(''));
    renderPhotosTab();
    expect(await screen.findByText('Failed to load photos')).toBeInTheDocument();
  });

  it('offers upload and delete only in edit mode', async () => {
    const user = userEvent.setup();
    renderPhotosTab();
    await screen.findByRole('list', { name: 'Tree photos' });
    expect(screen.queryByRole('button', { name: 'Choose Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete photo/ })).not.toBeInTheDocument();

    await startEditing(user);
    expect(screen.getByRole('button', { name: 'Choose Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete photo/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Please select an image file' and sends nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPhotosTab();
    await startEditing(user);
    const pdf = new File(['%PDF-1.7'], 'survey.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Photo file'), pdf);
    expect(toastText()).toBe('Invalid file: Please select an image file');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(toastText()).toBe('Invalid file: Please select an image file');
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('uploads the chosen image with its caption and shows it first', async () => {
    const user = userEvent.setup();
    const added = photoFixture({ id: 'dddddddddddddddddddddd03', caption: 'After pruning' });
    mockedUpload.mockResolvedValue(sentResult({ photo: added }));
    renderPhotosTab();
    await startEditing(user);
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tree.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Photo file'), image);
    expect(screen.getByText('tree.jpg')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'After pruning');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    await waitFor(() =>
      expect(mockedUpload).toHaveBeenCalledWith(
        expect.objectContaining({ id: TREE_ID }),
        image,
        'tree.jpg',
        'After pruning',
      ),
    );
    const gallery = screen.getByRole('list', { name: 'Tree photos' });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('alt', 'After pruning');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('');
  });

  it('keeps a photo taken without an answer on the phone and says so', async () => {
    const user = userEvent.setup();
    mockedUpload.mockResolvedValue(queuedResult());
    renderPhotosTab();
    await startEditing(user);
    await user.upload(
      screen.getByLabelText('Photo file'),
      new File(['x'], 'tree.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Photo saved on this phone. It will be sent when you are back in range.: ',
      ),
    );
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it("shows the server's reason when an upload is refused", async () => {
    const user = userEvent.setup();
    mockedUpload.mockRejectedValue(httpError(413, 'The photo is larger than 10 MB'));
    renderPhotosTab();
    await startEditing(user);
    await user.upload(
      screen.getByLabelText('Photo file'),
      new File(['x'], 'tree.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(toastText()).toBe('Error: The photo is larger than 10 MB'));
  });

  it('asks before deleting a photo, then removes it', async () => {
    const user = userEvent.setup();
    mockedDelete.mockResolvedValue();
    renderPhotosTab();
    await startEditing(user);
    await user.click(await screen.findByRole('button', { name: 'Delete photo: Blossom in March' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(mockedDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));

    await dialogClosed();
    expect(mockedDelete).toHaveBeenCalledWith(TREE_ID, photo.id);
    expect(screen.queryByRole('button', { name: 'Open photo: Blossom in March' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open photo: Olive Tree 1' })).toBeInTheDocument();
  });

  it("keeps the photo and says 'Failed to delete photo' when deleting fails without a message", async () => {
    const user = userEvent.setup();
    mockedDelete.mockRejectedValue(new Error(''));
    renderPhotosTab();
    await startEditing(user);
    await user.click(await screen.findByRole('button', { name: 'Delete photo: Blossom in March' }));
    await user.click(screen.getByRole('button', { name: 'Delete Photo' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to delete photo'));
    await dialogClosed();
    expect(
      screen.getByRole('button', { name: 'Open photo: Blossom in March' }),
    ).toBeInTheDocument();
  });
});
