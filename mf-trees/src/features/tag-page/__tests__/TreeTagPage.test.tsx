import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlyTreeTag, getPublicTreeTag } from '../api/get-public-tree-tag';
import { getTree } from '../../common/api/get-tree';
import {
  TREE_ID,
  httpError,
  photoFixture,
  renderAt,
  resetStores,
  tagFixture,
} from '../../../test/tree-detail';
import { TreeTagPage } from '../components/TreeTagPage';

jest.mock('../../common/api/get-tree');
jest.mock('../api/get-public-tree-tag');
const mockedGetTag = jest.mocked(getPublicTreeTag);

function renderTag(search = '') {
  return renderAt(<TreeTagPage />, {
    path: '/trees/:treeId/tag',
    url: `/trees/${TREE_ID}/tag${search}`,
  });
}

beforeEach(() => {
  resetStores();
  mockedGetTag.mockReset().mockResolvedValue(tagFixture({ photos: [photoFixture()] }));
  jest.mocked(earlyTreeTag).mockReset();
});

describe('TreeTagPage', () => {
  it('shows the tree read-only from the public tag, with no edit controls and no harvests', async () => {
    renderTag();
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(mockedGetTag).toHaveBeenCalledWith(TREE_ID);
    expect(jest.mocked(getTree)).not.toHaveBeenCalled();
    expect(screen.getByText('AI confidence: 88%')).toBeInTheDocument();
    expect(screen.getByTestId('tree-location')).toHaveTextContent('37.055123, 22.005124');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'State & Photos',
      'QR Code',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Location' })).not.toBeInTheDocument();
  });

  it('shows at once the tag the first paint drew, with no loading state between', async () => {
    // A printed code opened on a phone: the first paint drew the tree from the early read.
    jest.mocked(earlyTreeTag).mockReturnValue(tagFixture());
    mockedGetTag.mockReturnValue(new Promise(() => undefined));

    renderTag();

    expect(screen.getByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-location')).toHaveTextContent('37.055123, 22.005124');
    expect(earlyTreeTag).toHaveBeenCalledWith(TREE_ID);
    expect(mockedGetTag).toHaveBeenCalledWith(TREE_ID);
    await act(async () => undefined);
  });

  it('shows state and photos without upload or delete', async () => {
    renderTag('?tab=photos');
    const gallery = await screen.findByRole('list', { name: 'Tree photos' });
    expect(within(gallery).getByRole('img', { name: 'Blossom in March' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Healthy');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete photo/ })).not.toBeInTheDocument();
  });

  it("shows 'No photos available' when the tag has no photos", async () => {
    mockedGetTag.mockResolvedValue(tagFixture());
    renderTag('?tab=photos');
    expect(await screen.findByText('No photos available')).toBeInTheDocument();
  });

  it('shows the QR code of the tag page without print controls', async () => {
    renderTag('?tab=qr');
    const code = await screen.findByRole('img', { name: /QR code for tree OLV-0001/ });
    expect(code).toHaveAttribute('data-url', `${window.location.origin}/trees/${TREE_ID}/tag`);
    expect(screen.queryByRole('button', { name: 'Print Label' })).not.toBeInTheDocument();
  });

  it('goes to the owner page /trees/:id on Edit Tree', async () => {
    const user = userEvent.setup();
    renderTag();
    await user.click(await screen.findByRole('button', { name: 'Edit Tree' }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/trees/${TREE_ID}$`));
  });

  it("says 'Tree not found' for a tag of no tree", async () => {
    mockedGetTag.mockRejectedValue(httpError(404, 'Tree not found'));
    renderTag();
    expect(await screen.findByRole('heading', { name: 'Tree not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Tree' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load tree details' when loading fails without a message", async () => {
    mockedGetTag.mockRejectedValue(new Error(''));
    renderTag();
    expect(await screen.findByText('Failed to load tree details')).toBeInTheDocument();
  });
});
