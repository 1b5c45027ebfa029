import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import { deleteHarvest } from '../api/delete-harvest';
import { editHarvest } from '../api/edit-harvest';
import { getHarvests } from '../api/get-harvests';
import { getTree } from '../../common/api/get-tree';
import { getTreePhotos } from '../api/get-tree-photos';
import { TreeDetailPage } from '../components/TreeDetailPage';
import {
  TREE_ID,
  harvestFixture,
  renderAt,
  resetStores,
  treeFixture,
} from '../../../test/tree-detail';

jest.mock('../../common/api/get-tree');
jest.mock('../api/get-harvests');
jest.mock('../api/get-tree-photos');
jest.mock('../api/delete-harvest');
jest.mock('../api/edit-harvest');

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

// The worker's own pending harvest of an hour ago, their own of two days ago, someone else's.
const mine = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee01',
  date: '2026-10-03',
  weight: 11,
  recordedBy: 'worker-1',
  createdAt: ago(1),
});
const mineOld = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee02',
  date: '2026-10-02',
  weight: 22,
  recordedBy: 'worker-1',
  createdAt: ago(48),
});
const theirs = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee03',
  date: '2026-10-01',
  weight: 33,
  recordedBy: 'worker-2',
  createdAt: ago(1),
});

function renderHarvests(role: 'owner' | 'manager' | 'field_staff' | 'viewer') {
  jest.mocked(getTree).mockResolvedValue(treeFixture({ role }));
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}?tab=harvests`,
  });
}

const editButtons = () => screen.queryAllByRole('button', { name: /^Edit the harvest of/ });
const deleteButtons = () => screen.queryAllByRole('button', { name: /^Delete the harvest of/ });

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ accessToken: 'token', userId: 'worker-1' });
  jest.mocked(getTreePhotos).mockReset().mockResolvedValue([]);
  jest.mocked(getHarvests).mockReset().mockResolvedValue([mine, mineOld, theirs]);
  jest.mocked(deleteHarvest).mockReset().mockResolvedValue(undefined);
  jest.mocked(editHarvest).mockReset();
});

describe('changing and deleting harvests on the tree page', () => {
  it('gives field staff edit and delete only on their own pending harvest of the last 24 hours', async () => {
    renderHarvests('field_staff');
    const records = await screen.findAllByTestId('harvest-record');
    expect(records).toHaveLength(3);
    expect(editButtons()).toHaveLength(1);
    expect(deleteButtons()).toHaveLength(1);
    expect(
      within(records[0]!).getByRole('button', { name: /^Delete the harvest of/ }),
    ).toBeVisible();
    expect(within(records[1]!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(records[2]!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('gives a viewer no edit or delete control', async () => {
    renderHarvests('viewer');
    expect(await screen.findAllByTestId('harvest-record')).toHaveLength(3);
    expect(editButtons()).toHaveLength(0);
    expect(deleteButtons()).toHaveLength(0);
  });

  it('gives a manager delete on every harvest and edit on the pending ones', async () => {
    jest
      .mocked(getHarvests)
      .mockResolvedValue([mine, mineOld, { ...theirs, status: 'Approved' as const }]);
    renderHarvests('manager');
    expect(await screen.findAllByTestId('harvest-record')).toHaveLength(3);
    expect(deleteButtons()).toHaveLength(3);
    expect(editButtons()).toHaveLength(2);
  });

  it('deletes a harvest after confirming, and keeps it when cancelled', async () => {
    const user = userEvent.setup();
    renderHarvests('field_staff');
    await screen.findAllByTestId('harvest-record');
    await user.click(deleteButtons()[0]!);
    let dialog = screen.getByRole('dialog', { name: 'Delete this harvest record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteHarvest).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(deleteButtons()[0]!);
    dialog = screen.getByRole('dialog', { name: 'Delete this harvest record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleteHarvest).toHaveBeenCalledWith(TREE_ID, mine.id);
    await waitFor(() => expect(screen.getAllByTestId('harvest-record')).toHaveLength(2));
    expect(screen.getByText('Harvest record deleted')).toBeInTheDocument();
  });

  it('changes a pending harvest’s weight and notes', async () => {
    const user = userEvent.setup();
    jest.mocked(editHarvest).mockResolvedValue({ ...mine, weight: 12.5, notes: 'Second row' });
    renderHarvests('field_staff');
    await screen.findAllByTestId('harvest-record');
    await user.click(editButtons()[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit harvest record' });
    const weight = within(dialog).getByRole('spinbutton', { name: /^Weight \(kg\)/ });
    await user.clear(weight);
    await user.type(weight, '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Second row');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(editHarvest).toHaveBeenCalledWith(TREE_ID, mine.id, {
      date: '2026-10-03',
      weight: 12.5,
      notes: 'Second row',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('harvest-record')[0]).toHaveTextContent('Second row');
  });
});
