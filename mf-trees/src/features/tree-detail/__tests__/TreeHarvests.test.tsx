import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { submitHarvest } from '@grovekeeper/shared/offline';
import { queuedResult, sentResult } from '../../../test/offline-submits';
import { getHarvests } from '../api/get-harvests';
import { getTree } from '../../common/api/get-tree';
import { setHarvestStatus } from '../api/set-harvest-status';
import { TreeDetailPage } from '../components/TreeDetailPage';
import { todayLocal } from '../utils/harvests';
import {
  TREE_ID,
  harvestFixture,
  renderAt,
  resetStores,
  toastText,
  treeFixture,
} from '../../../test/tree-detail';

jest.mock('../../common/api/get-tree');
// New records go through the offline queue (with an Idempotency-Key): the answer is the test's.
jest.mock('@grovekeeper/shared/offline', () =>
  jest.requireActual('../../../test/offline-submits').offlineWithMockedSubmits(),
);
jest.mock('../api/get-harvests');
jest.mock('../api/set-harvest-status');
// The chart draws with SVG measurements jsdom lacks: show what it was given instead.
jest.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ xAxis, series }: LineChartProps) => (
    <ol data-testid="trend-chart">
      {(xAxis?.[0]?.data ?? []).map((date, index) => (
        <li
          key={String(date)}
        >{`${(date as Date).toDateString()}: ${String(series[0]?.data?.[index])}`}</li>
      ))}
    </ol>
  ),
}));

const mockedGetHarvests = jest.mocked(getHarvests);
const mockedAddHarvest = jest.mocked(submitHarvest);
const mockedSetStatus = jest.mocked(setHarvestStatus);

const pending = harvestFixture();
const approvedLater = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee02',
  date: '2026-02-10',
  weight: 20,
  status: 'Approved',
  notes: 'Second picking',
});
const approvedEarlier = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee03',
  date: '2026-01-05',
  weight: 8.25,
  status: 'Approved',
});
const rejected = harvestFixture({
  id: 'eeeeeeeeeeeeeeeeeeeeee04',
  date: '2026-01-20',
  weight: 99,
  status: 'Rejected',
});

function renderHarvestsTab() {
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}?tab=harvests`,
  });
}

beforeEach(() => {
  resetStores();
  jest.mocked(getTree).mockReset().mockResolvedValue(treeFixture());
  mockedGetHarvests
    .mockReset()
    .mockResolvedValue([pending, approvedLater, rejected, approvedEarlier]);
  mockedAddHarvest.mockReset();
  mockedSetStatus.mockReset();
});

describe('TreeDetailPage, Harvests tab', () => {
  it('lists the harvests newest first with weight in kg (2 decimals), notes and status', async () => {
    renderHarvestsTab();
    const records = await screen.findAllByTestId('harvest-record');
    expect(records.map((record) => within(record).getByText(/kg$/).textContent)).toEqual([
      expect.stringContaining('12.50 kg'),
      expect.stringContaining('20.00 kg'),
      expect.stringContaining('99.00 kg'),
      expect.stringContaining('8.25 kg'),
    ]);
    expect(within(records[1]!).getByText('Second picking')).toBeInTheDocument();
    expect(within(records[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(records[2]!).getByText('Rejected')).toBeInTheDocument();
  });

  it('starts the form on today (local time) and refuses an empty weight', async () => {
    const user = userEvent.setup();
    renderHarvestsTab();
    const date = await screen.findByLabelText(/^Date/);
    expect(date).toHaveValue(todayLocal());
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));
    expect(screen.getByText('Date and weight are required')).toBeInTheDocument();

    await user.clear(date);
    await user.type(screen.getByRole('spinbutton', { name: /^Weight \(kg\)/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));
    expect(screen.getByText('Date and weight are required')).toBeInTheDocument();
    expect(mockedAddHarvest).not.toHaveBeenCalled();
  });

  it('adds a harvest record and lists it', async () => {
    const user = userEvent.setup();
    const created = harvestFixture({
      id: 'eeeeeeeeeeeeeeeeeeeeee05',
      date: '2026-04-02',
      weight: 14.75,
      notes: 'Good year',
    });
    mockedAddHarvest.mockResolvedValue(sentResult({ harvest: created }));
    renderHarvestsTab();
    const date = await screen.findByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-04-02');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight \(kg\)/ }), '14.75');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Good year');
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));

    await waitFor(() =>
      expect(mockedAddHarvest).toHaveBeenCalledWith(expect.objectContaining({ id: TREE_ID }), {
        date: '2026-04-02',
        weight: 14.75,
        notes: 'Good year',
      }),
    );
    const records = await screen.findAllByTestId('harvest-record');
    expect(records).toHaveLength(5);
    expect(records[0]).toHaveTextContent('14.75 kg');
    expect(screen.getByRole('spinbutton', { name: /^Weight \(kg\)/ })).toHaveValue(null);
  });

  it('keeps a harvest recorded without an answer on the phone and says so', async () => {
    const user = userEvent.setup();
    mockedAddHarvest.mockResolvedValue(queuedResult());
    renderHarvestsTab();
    await user.type(await screen.findByRole('spinbutton', { name: /^Weight \(kg\)/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Harvest saved on this phone. It will be sent when you are back in range.: ',
      ),
    );
    expect(screen.getAllByTestId('harvest-record')).toHaveLength(4);
  });

  it("says 'Failed to add harvest record' when adding fails without a message", async () => {
    const user = userEvent.setup();
    mockedAddHarvest.mockRejectedValue(new Error(''));
    renderHarvestsTab();
    await user.type(await screen.findByRole('spinbutton', { name: /^Weight \(kg\)/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Add Harvest' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to add harvest record'));
  });

  it('offers only the other two statuses and sets the chosen one', async () => {
    const user = userEvent.setup();
    mockedSetStatus.mockResolvedValue({ ...pending, status: 'Approved' });
    renderHarvestsTab();
    const [first] = await screen.findAllByTestId('harvest-record');
    await user.click(within(first!).getByRole('button', { name: /^Change status/ }));
    const options = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['Approved', 'Rejected']);
    await user.click(screen.getByRole('menuitem', { name: 'Approved' }));

    await waitFor(() =>
      expect(mockedSetStatus).toHaveBeenCalledWith(TREE_ID, pending.id, 'Approved'),
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('harvest-record')[0]!).getByText('Approved'),
      ).toBeVisible(),
    );
  });

  it('offers Pending and Rejected for an approved harvest', async () => {
    const user = userEvent.setup();
    renderHarvestsTab();
    const records = await screen.findAllByTestId('harvest-record');
    await user.click(within(records[1]!).getByRole('button', { name: /^Change status/ }));
    const options = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['Pending', 'Rejected']);
  });

  it("says 'Failed to update harvest status' when the change fails without a message", async () => {
    const user = userEvent.setup();
    mockedSetStatus.mockRejectedValue(new Error(''));
    renderHarvestsTab();
    const [first] = await screen.findAllByTestId('harvest-record');
    await user.click(within(first!).getByRole('button', { name: /^Change status/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update harvest status'));
    expect(within(first!).getByText('Pending')).toBeInTheDocument();
  });

  it('charts only the Approved harvests, oldest first', async () => {
    renderHarvestsTab();
    const chart = await screen.findByTestId('trend-chart');
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${new Date(2026, 0, 5).toDateString()}: 8.25`,
      `${new Date(2026, 1, 10).toDateString()}: 20`,
    ]);
    expect(screen.queryByText('No approved harvests yet')).not.toBeInTheDocument();
  });

  it("says 'No approved harvests yet' and draws no chart when none is approved", async () => {
    mockedGetHarvests.mockResolvedValue([pending, rejected]);
    renderHarvestsTab();
    expect(await screen.findByText('No approved harvests yet')).toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load harvests' when loading fails without a message", async () => {
    mockedGetHarvests.mockRejectedValue(new Error(''));
    renderHarvestsTab();
    expect(await screen.findByText('Failed to load harvests')).toBeInTheDocument();
  });
});
