import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import { getHarvests } from '../api/get-harvests';
import { getTree } from '../../common/api/get-tree';
import { getTreePhotos } from '../api/get-tree-photos';
import { TreeDetailPage } from '../components/TreeDetailPage';
import {
  ESTATE_ID,
  TREE_ID,
  harvestFixture,
  photoFixture,
  renderAt,
  resetStores,
  treeFixture,
} from '../../../test/tree-detail';

jest.mock('../../common/api/get-tree');
jest.mock('../../common/api/update-tree');
jest.mock('../api/get-harvests');
jest.mock('../api/get-tree-photos');

function renderDetail(tab = '') {
  return renderAt(<TreeDetailPage />, {
    path: '/estates/:estateId/trees/:treeId',
    url: `/estates/${ESTATE_ID}/trees/${TREE_ID}${tab ? `?tab=${tab}` : ''}`,
  });
}

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ accessToken: 'token', userId: 'worker-1' });
  jest.mocked(getTreePhotos).mockReset().mockResolvedValue([]);
  jest.mocked(getHarvests).mockReset().mockResolvedValue([harvestFixture()]);
});

describe('TreeDetailPage per role', () => {
  it('gives a viewer none of the write actions', async () => {
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'viewer' }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Location' })).not.toBeInTheDocument();
  });

  it('gives a viewer no harvest form and no status menu', async () => {
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'viewer' }));
    renderDetail('harvests');
    expect(await screen.findByTestId('harvest-record')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Harvest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change status/ })).not.toBeInTheDocument();
  });

  it('lets field staff record a harvest but not approve or reject one', async () => {
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'field_staff' }));
    renderDetail('harvests');
    expect(await screen.findByTestId('harvest-record')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Harvest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change status/ })).not.toBeInTheDocument();
  });

  it('lets field staff edit only the state and notes, never the position', async () => {
    const user = userEvent.setup();
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'field_staff' }));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Tree Code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Location' })).not.toBeInTheDocument();
  });

  it('lets field staff delete only their own photos of the last 24 hours', async () => {
    const user = userEvent.setup();
    const recent = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'field_staff' }));
    jest.mocked(getTreePhotos).mockResolvedValue([
      photoFixture({ id: 'p1', caption: 'Mine', uploadedBy: 'worker-1', createdAt: recent }),
      photoFixture({ id: 'p2', caption: 'Owner photo', uploadedBy: 'owner-1', createdAt: recent }),
      photoFixture({
        id: 'p3',
        caption: 'Mine, old',
        uploadedBy: 'worker-1',
        createdAt: '2020-01-01T00:00:00.000Z',
      }),
    ]);
    renderDetail('photos');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await screen.findByRole('list', { name: 'Tree photos' });
    expect(screen.getByRole('button', { name: /Delete photo.*Mine$/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Delete photo.*Owner photo/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Delete photo.*Mine, old/ }),
    ).not.toBeInTheDocument();
  });

  it('hides Print Label from field staff and shows it to a manager', async () => {
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'field_staff' }));
    const { unmount } = renderDetail('qr');
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Label' })).not.toBeInTheDocument();
    unmount();
    jest.mocked(getTree).mockResolvedValue(treeFixture({ role: 'manager' }));
    renderDetail('qr');
    expect(await screen.findByRole('button', { name: 'Print Label' })).toBeInTheDocument();
  });
});
