import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@grovekeeper/shared';
import type { HistoryEntry } from '@grovekeeper/shared';
import { renderAt, resetStores } from '../../../test/tree-detail';
import { t } from '../../../i18n';
import { getTreeHistory } from '../api/get-tree-history';
import { TreeHistoryTab } from '../components/TreeHistoryTab';
import { historySentences } from '../utils/history-sentences';

jest.mock('../api/get-tree-history');

const maria = { id: 'u2', name: 'Maria' };

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    at: '2026-11-27T10:00:00.000Z',
    recordedAt: '2026-11-27T10:00:00.000Z',
    actor: maria,
    action: 'updated',
    changes: [],
    ...overrides,
  };
}

const page = (history: HistoryEntry[], total = 1) => ({
  history,
  pagination: { current: 1, total, count: history.length, totalCount: history.length },
});

beforeEach(() => {
  resetStores();
  jest.mocked(getTreeHistory).mockReset();
});

describe('history sentences', () => {
  it('reads every kind of change as a sentence naming who made it', () => {
    const read = (row: Partial<HistoryEntry>) => historySentences(t, entry(row));
    expect(read({ changes: [{ field: 'state', from: 'healthy', to: 'sick' }] })).toEqual([
      'Maria set the state from Healthy to Sick',
    ]);
    expect(read({ changes: [{ field: 'notes', from: 'Old', to: 'Pruned' }] })).toEqual([
      'Maria set the notes from “Old” to “Pruned”',
    ]);
    expect(read({ changes: [{ field: 'category', from: 'Olive Tree', to: 'Fig Tree' }] })).toEqual([
      'Maria set the category from Olive Tree to Fig Tree',
    ]);
    expect(read({ changes: [{ field: 'title', from: 'A', to: '' }] })).toEqual([
      'Maria cleared the title',
    ]);
    expect(
      read({
        changes: [{ field: 'coordinates', from: { lat: 1, lng: 2 }, to: { lat: 1, lng: 3 } }],
      }),
    ).toEqual(['Maria moved the tree']);
    expect(read({ action: 'photo_added' })).toEqual(['Maria added a photo']);
    expect(read({ action: 'photo_removed' })).toEqual(['Maria removed a photo']);
    expect(
      read({ action: 'harvest_recorded', changes: [{ field: 'weight', from: null, to: 12.5 }] }),
    ).toEqual(['Maria recorded a harvest of 12.5 kg']);
    expect(
      read({
        action: 'harvest_decided',
        changes: [{ field: 'status', from: 'Pending', to: 'Approved' }],
      }),
    ).toEqual(['Maria set a harvest from Pending to Approved']);
    expect(read({ action: 'tag_reprinted' })).toEqual(['Maria reprinted the tag']);
    expect(read({ action: 'tag_printed' })).toEqual(['Maria printed the tag']);
    // The API's shapes: a harvest row carries the harvest; a deleted account has no actor.
    expect(
      read({
        action: 'harvest_decided',
        changes: [
          {
            field: 'harvest',
            from: { id: 'h1', weight: 10, status: 'Pending' },
            to: { id: 'h1', weight: 10, status: 'Rejected' },
          },
        ],
      }),
    ).toEqual(['Maria set a harvest from Pending to Rejected']);
    expect(
      read({
        action: 'harvest_recorded',
        changes: [{ field: 'harvest', from: null, to: { id: 'h1', weight: 7, status: 'Pending' } }],
      }),
    ).toEqual(['Maria recorded a harvest of 7 kg']);
    expect(historySentences(t, entry({ actor: null, action: 'photo_added' }))).toEqual([
      'Someone added a photo',
    ]);
  });

  it('reads a harvest changed or deleted by its recorder', () => {
    const harvest = { id: 'h1', date: '2026-10-01', weight: 10, notes: '', status: 'Pending' };
    expect(
      historySentences(
        t,
        entry({
          action: 'harvest_edited',
          changes: [{ field: 'harvest', from: harvest, to: { ...harvest, weight: 12 } }],
        }),
      ),
    ).toEqual(['Maria changed a harvest record']);
    expect(
      historySentences(
        t,
        entry({
          action: 'harvest_removed',
          changes: [{ field: 'harvest', from: harvest, to: null }],
        }),
      ),
    ).toEqual(['Maria deleted a harvest']);
  });

  it('reads the same change in Greek', async () => {
    await i18n.changeLanguage('el');
    try {
      expect(
        historySentences(
          t,
          entry({ changes: [{ field: 'state', from: 'healthy', to: 'sick' }] }),
        )[0],
      ).toMatch(/^Maria άλλαξε την κατάσταση από .+ σε .+$/);
      expect(historySentences(t, entry({ action: 'tag_printed' }))).toEqual([
        'Maria τύπωσε την ετικέτα',
      ]);
      expect(historySentences(t, entry({ action: 'harvest_removed' }))).toEqual([
        'Maria διέγραψε μια συγκομιδή',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('TreeHistoryTab', () => {
  it('shows the rows newest first as the server sends them, with photos inline', async () => {
    jest.mocked(getTreeHistory).mockResolvedValue(
      page([
        entry({
          action: 'photo_added',
          changes: [
            {
              field: 'photo',
              from: null,
              to: { id: 'p1', url: '/uploads/p1.jpg', thumbnailUrl: '/uploads/p1.webp' },
            },
          ],
        }),
        entry({
          actor: { id: 'u1', name: 'Olga' },
          changes: [{ field: 'state', from: 'healthy', to: 'sick' }],
        }),
      ]),
    );
    renderAt(<TreeHistoryTab treeId="t1" />);
    const rows = await screen.findAllByTestId('history-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Maria added a photo');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      '/uploads/p1.webp',
    );
    expect(rows[1]).toHaveTextContent('Olga set the state from Healthy to Sick');
    expect(getTreeHistory).toHaveBeenCalledWith('t1', 1);
  });

  it('pages through the history', async () => {
    const user = userEvent.setup();
    jest
      .mocked(getTreeHistory)
      .mockResolvedValueOnce(page([entry({ action: 'tag_reprinted' })], 2))
      .mockResolvedValueOnce(page([entry({ action: 'photo_removed' })], 2));
    renderAt(<TreeHistoryTab treeId="t1" />);
    expect(await screen.findByText('Maria reprinted the tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/ }));
    expect(await screen.findByText('Maria removed a photo')).toBeInTheDocument();
    expect(getTreeHistory).toHaveBeenLastCalledWith('t1', 2);
  });

  it('says so when nothing was recorded yet', async () => {
    jest.mocked(getTreeHistory).mockResolvedValue(page([]));
    renderAt(<TreeHistoryTab treeId="t1" />);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
