import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@grovekeeper/shared/testing';
import { renderAt, resetStores } from '../../../test/render';
import { getEstateHistory } from '../api/get-estate-history';
import type { EstateHistoryEntry, EstateHistoryPage } from '../api/get-estate-history';
import { RecentChangesCard } from '../components/RecentChangesCard';

jest.mock('../api/get-estate-history');

const mockedGetHistory = jest.mocked(getEstateHistory);
const ESTATE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function entry(overrides: Partial<EstateHistoryEntry> = {}): EstateHistoryEntry {
  return {
    id: 'h1',
    at: '2026-11-20T10:00:00.000Z',
    recordedAt: '2026-11-20T10:00:00.000Z',
    actor: { id: 'u1', name: 'Maria' },
    action: 'updated',
    changes: [{ field: 'state', from: 'healthy', to: 'sick' }],
    tree: { id: 'cccccccccccccccccccccccc', textCode: 'OLV-0001', title: 'Olive Tree 1' },
    ...overrides,
  };
}

function page(history: EstateHistoryEntry[], current = 1, total = 1): EstateHistoryPage {
  return {
    history,
    pagination: { current, total, count: history.length, totalCount: history.length },
  };
}

function renderCard() {
  return renderAt(<RecentChangesCard estateId={ESTATE} />, {
    path: '/estates/:estateId',
    url: `/estates/${ESTATE}`,
  });
}

beforeEach(() => {
  resetStores();
  mockedGetHistory.mockReset();
});

it("reads each change as a sentence, with a link to the tree when the row is a tree's", async () => {
  mockedGetHistory.mockResolvedValue(
    page([
      entry(),
      entry({
        id: 'h2',
        actor: { id: 'u2', name: 'Nikos' },
        changes: [{ field: 'name', from: 'North', to: 'North grove' }],
        tree: null,
      }),
    ]),
  );
  renderCard();

  const rows = await screen.findAllByTestId('recent-change');
  expect(rows).toHaveLength(2);
  expect(
    within(rows[0] as HTMLElement).getByText('Maria set the state from Healthy to Sick'),
  ).toBeInTheDocument();
  expect(
    within(rows[0] as HTMLElement).getByRole('link', { name: 'Olive Tree 1' }),
  ).toHaveAttribute('href', '/trees/cccccccccccccccccccccccc');
  expect(
    within(rows[1] as HTMLElement).getByText('Nikos set the name from “North” to “North grove”'),
  ).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  expect(mockedGetHistory).toHaveBeenCalledWith(ESTATE, 1);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it('says so when the estate has no changes yet', async () => {
  mockedGetHistory.mockResolvedValue(page([]));
  renderCard();

  expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  expect(screen.queryByTestId('recent-change')).not.toBeInTheDocument();
});

it("shows the API's error message when the changes cannot be loaded", async () => {
  mockedGetHistory.mockRejectedValue(httpError(404, 'Estate not found'));
  renderCard();

  expect(await screen.findByRole('alert')).toHaveTextContent('Estate not found');
  expect(screen.queryByText('No changes yet')).not.toBeInTheDocument();
});

it('shows the latest 10 first, then Show more loads the next page', async () => {
  const first = Array.from({ length: 20 }, (_, index) =>
    entry({ id: `p1-${index}`, actor: { id: 'u1', name: `Person ${index + 1}` } }),
  );
  mockedGetHistory
    .mockResolvedValueOnce(page(first, 1, 2))
    .mockResolvedValueOnce(
      page(
        [entry({ id: 'p2-0', actor: { id: 'u9', name: 'Eleni' }, action: 'photo_added' })],
        2,
        2,
      ),
    );
  const user = userEvent.setup();
  renderCard();

  expect(await screen.findAllByTestId('recent-change')).toHaveLength(10);
  expect(
    screen.queryByText('Person 11 set the state from Healthy to Sick'),
  ).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show more' }));

  expect(await screen.findByText('Eleni added a photo')).toBeInTheDocument();
  expect(mockedGetHistory).toHaveBeenLastCalledWith(ESTATE, 2);
  expect(screen.getAllByTestId('recent-change')).toHaveLength(21);
  expect(screen.getByText('Person 11 set the state from Healthy to Sick')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it('reads an ownership transfer as a sentence naming the new owner', async () => {
  mockedGetHistory.mockResolvedValue(
    page([
      entry({
        action: 'ownership_transferred',
        actor: { id: 'u1', name: 'Olga' },
        changes: [
          { field: 'owner', from: { id: 'u1', name: 'Olga' }, to: { id: 'u2', name: 'Manos' } },
        ],
        tree: null,
      }),
    ]),
  );
  renderCard();
  expect(await screen.findByText('Olga transferred ownership to Manos')).toBeInTheDocument();
});

it('reads a harvest changed or deleted as a sentence', async () => {
  const harvest = { id: 'h1', date: '2026-10-01', weight: 10, notes: '', status: 'Pending' };
  mockedGetHistory.mockResolvedValue(
    page([
      entry({
        id: 'h1',
        action: 'harvest_edited',
        changes: [{ field: 'harvest', from: harvest, to: { ...harvest, weight: 12 } }],
      }),
      entry({
        id: 'h2',
        action: 'harvest_removed',
        changes: [{ field: 'harvest', from: harvest, to: null }],
      }),
    ]),
  );
  renderCard();
  expect(await screen.findByText('Maria changed a harvest record')).toBeInTheDocument();
  expect(screen.getByText('Maria deleted a harvest')).toBeInTheDocument();
});

it('reads a printed tag as a sentence with a link to its tree', async () => {
  mockedGetHistory.mockResolvedValue(page([entry({ action: 'tag_printed', changes: [] })]));
  renderCard();
  const [row] = await screen.findAllByTestId('recent-change');
  expect(within(row as HTMLElement).getByText('Maria printed the tag')).toBeInTheDocument();
  expect(
    within(row as HTMLElement).getByRole('link', { name: 'Olive Tree 1' }),
  ).toBeInTheDocument();
});

it('reads a harvest recorded and decided as sentences, never as raw records', async () => {
  const harvest = { id: 'hv1', date: '2026-11-01', weight: 42.5, notes: '', status: 'Pending' };
  mockedGetHistory.mockResolvedValue(
    page([
      entry({
        id: 'h1',
        action: 'harvest_decided',
        changes: [{ field: 'harvest', from: harvest, to: { ...harvest, status: 'Approved' } }],
      }),
      entry({
        id: 'h2',
        action: 'harvest_recorded',
        changes: [{ field: 'harvest', from: null, to: harvest }],
      }),
    ]),
  );
  renderCard();

  const rows = await screen.findAllByTestId('recent-change');
  expect(rows[0]).toHaveTextContent('Maria set a harvest from Pending to Approved');
  expect(rows[1]).toHaveTextContent('Maria recorded a harvest of 42.5 kg');
  expect(screen.queryByText(/"status"/)).not.toBeInTheDocument();
});
