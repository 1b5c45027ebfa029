import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpClient, useAuthStore } from '@grovekeeper/shared';
import {
  clearPhone,
  networkFailure,
  offlineTreeFixture,
  setOnline,
  storeTrees,
} from '@grovekeeper/shared/testing/offline';
import { syncNow } from '@grovekeeper/shared/offline';
import { getTree } from '../../common/api/get-tree';
import { getHarvests } from '../api/get-harvests';
import { getTreePhotos } from '../api/get-tree-photos';
import { TreeDetailPage } from '../components/TreeDetailPage';
import {
  TREE_ID,
  photoFixture,
  renderAt,
  resetStores,
  toastText,
  treeFixture,
} from '../../../test/tree-detail';

// The phone's queue is the real one (fake-indexeddb); the server's answers are the test's.
jest.mock('../../common/api/get-tree');
jest.mock('../api/get-harvests');
jest.mock('../api/get-tree-photos');
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  httpClient: jest.fn(),
}));

const serverPhoto = photoFixture({
  id: 'dddddddddddddddddddddd07',
  caption: 'Crown after pruning',
});
/** The Idempotency-Keys of the photos that reached the server. */
let uploads: string[] = [];

function renderPhotosTab() {
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}?tab=photos`,
  });
}

async function takePhoto(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
  await user.upload(
    screen.getByLabelText('Photo file'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'crown.jpg', { type: 'image/jpeg' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Crown after pruning');
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  await waitFor(() =>
    expect(toastText()).toBe(
      'Photo saved on this phone. It will be sent when you are back in range.: ',
    ),
  );
}

/** The photos this page shows as waiting on the phone. */
const waitingList = () => screen.findByRole('list', { name: 'Photos waiting on this phone' });

beforeEach(async () => {
  resetStores();
  await clearPhone();
  uploads = [];
  useAuthStore.setState({ accessToken: 'token', userId: 'worker-1' });
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:queued-photo'),
    revokeObjectURL: jest.fn(),
  });
  jest.mocked(httpClient).mockReturnValue({
    post: jest.fn((_url: string, options: { headers: Record<string, string> }) => {
      uploads.push(options.headers['Idempotency-Key'] ?? '');
      return Promise.resolve({ clone: () => ({ json: async () => ({ photo: serverPhoto }) }) });
    }),
  } as unknown as ReturnType<typeof httpClient>);
  jest.mocked(getHarvests).mockReset().mockResolvedValue([]);
});

afterEach(() => jest.restoreAllMocks());

describe('a photo taken on the phone and not sent yet', () => {
  it("shows on the tree page from the phone, waiting, until the server's photo replaces it", async () => {
    setOnline(false);
    await storeTrees([offlineTreeFixture({ id: TREE_ID, title: 'Olive Tree 1' })]);
    jest.mocked(getTree).mockReset().mockRejectedValue(networkFailure());
    jest.mocked(getTreePhotos).mockReset().mockRejectedValue(networkFailure());
    const user = userEvent.setup();
    renderPhotosTab();
    await takePhoto(user);

    const waiting = await waitingList();
    expect(within(waiting).getByRole('img', { name: 'Crown after pruning' })).toHaveAttribute(
      'src',
      'blob:queued-photo',
    );
    expect(within(waiting).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    // Back in range: the queue sends it, and the server's photo takes its place.
    jest.mocked(getTreePhotos).mockResolvedValue([serverPhoto]);
    setOnline(true);
    await act(() => syncNow());
    expect(uploads).toHaveLength(1);
    const gallery = await screen.findByRole('list', { name: 'Tree photos' });
    expect(within(gallery).getByRole('img', { name: 'Crown after pruning' })).toHaveAttribute(
      'src',
      serverPhoto.thumbnailUrl,
    );
    expect(
      screen.queryByRole('list', { name: 'Photos waiting on this phone' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Not available offline')).not.toBeInTheDocument();
  });

  it('shows beside the gallery of a tree loaded online, then joins it once sent', async () => {
    jest.mocked(getTree).mockReset().mockResolvedValue(treeFixture());
    jest.mocked(getTreePhotos).mockReset().mockResolvedValue([]);
    const user = userEvent.setup();
    renderPhotosTab();
    expect(await screen.findByText('No photos available')).toBeInTheDocument();
    // The signal goes just before the photo is taken.
    setOnline(false);
    await takePhoto(user);
    expect(within(await waitingList()).getByText('Waiting to be sent')).toBeInTheDocument();

    jest.mocked(getTreePhotos).mockResolvedValue([serverPhoto]);
    setOnline(true);
    await act(() => syncNow());
    const gallery = await screen.findByRole('list', { name: 'Tree photos' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Photos waiting on this phone' }),
      ).not.toBeInTheDocument(),
    );
  });
});
