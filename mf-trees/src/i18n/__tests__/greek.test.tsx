import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@grovekeeper/shared';
import { getTree } from '../../features/common/api/get-tree';
import { getHarvests } from '../../features/tree-detail/api/get-harvests';
import { getTreePhotos } from '../../features/tree-detail/api/get-tree-photos';
import { TreeDetailPage } from '../../features/tree-detail/components/TreeDetailPage';
import { getPublicTreeTag } from '../../features/tag-page/api/get-public-tree-tag';
import { TreeTagPage } from '../../features/tag-page/components/TreeTagPage';
import { TreeLabelPrintPage } from '../../features/print-label/components/TreeLabelPrintPage';
import {
  TREE_ID,
  harvestFixture,
  httpError,
  photoFixture,
  renderAt,
  resetStores,
  tagFixture,
  treeFixture,
} from '../../test/tree-detail';
import { FakeScanner, renderTagging } from '../../test/tagging';

jest.mock('../../features/common/api/get-tree');
jest.mock('../../features/tree-detail/api/get-harvests');
jest.mock('../../features/tree-detail/api/get-tree-photos');
jest.mock('../../features/tag-page/api/get-public-tree-tag');
const mockedGetTree = jest.mocked(getTree);

// What the formatting module writes in Greek, computed the same way for the test's time zone.
const greekDateTime = (iso: string) =>
  new Intl.DateTimeFormat('el-GR', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
const greekDay = (day: string) =>
  new Intl.DateTimeFormat('el-GR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function renderDetail(tab = '') {
  return renderAt(<TreeDetailPage />, {
    path: '/trees/:treeId',
    url: `/trees/${TREE_ID}${tab}`,
  });
}

function renderTag(tab = '') {
  return renderAt(<TreeTagPage />, {
    path: '/trees/:treeId/tag',
    url: `/trees/${TREE_ID}/tag${tab}`,
  });
}

beforeEach(() => {
  resetStores();
  mockedGetTree.mockReset().mockResolvedValue(treeFixture());
  jest.mocked(getTreePhotos).mockReset().mockResolvedValue([photoFixture()]);
  jest
    .mocked(getHarvests)
    .mockReset()
    .mockResolvedValue([
      harvestFixture(),
      harvestFixture({ id: 'eeeeeeeeeeeeeeeeeeeeee02', date: '2026-02-10', weight: 1234.5 }),
    ]);
  jest
    .mocked(getPublicTreeTag)
    .mockReset()
    .mockResolvedValue(tagFixture({ photos: [photoFixture()] }));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
});

describe('mf-trees in Greek', () => {
  it('shows the tree detail in Greek: tabs, labels, state, category and a Greek date', async () => {
    await act(() => changeLanguage('el'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Olive Tree 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Στοιχεία',
      'Κατάσταση και φωτογραφίες',
      'Συγκομιδές',
      'Κωδικός QR',
      'Ιστορικό',
    ]);
    expect(screen.getByRole('button', { name: 'Επεξεργασία' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Πίσω' })).toBeInTheDocument();
    expect(screen.getByText('Κωδικός δέντρου')).toBeInTheDocument();
    expect(screen.getByText('Τελευταία ενημέρωση')).toBeInTheDocument();
    expect(screen.getByText(greekDateTime(treeFixture().updatedAt))).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Υγιές');
    expect(screen.getByText('Ελιά')).toBeInTheDocument();
    expect(screen.getByText('Βεβαιότητα AI: 88%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Αλλαγή θέσης' })).toBeInTheDocument();
    for (const english of ['Edit Details', 'Last Updated', 'Healthy', 'Tree Code', 'Details']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows harvests in Greek: statuses, kilograms with a decimal comma, Greek days', async () => {
    await act(() => changeLanguage('el'));
    renderDetail('?tab=harvests');
    const records = await screen.findAllByTestId('harvest-record');
    expect(records[0]).toHaveTextContent(`${greekDay('2026-03-01')} · 12,50 κιλά`);
    expect(records[1]).toHaveTextContent(`${greekDay('2026-02-10')} · 1234,50 κιλά`);
    expect(within(records[0]!).getByText('Σε αναμονή')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Καταχώριση συγκομιδής' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Προσθήκη συγκομιδής' })).toBeInTheDocument();
    expect(screen.getByText('Δεν υπάρχουν ακόμη εγκεκριμένες συγκομιδές')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText(/kg/)).not.toBeInTheDocument();
  });

  it('switches the tree detail back to English without a reload and without loading the tree again', async () => {
    // An older record's legacy label reads in Greek too, and as it is in English.
    mockedGetTree.mockResolvedValue(treeFixture({ state: 'Diseased' }));
    await act(() => changeLanguage('el'));
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Επεξεργασία' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Άρρωστο');
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Diseased');
    expect(screen.getByText('Olive Tree')).toBeInTheDocument();
    expect(screen.queryByText('Τελευταία ενημέρωση')).not.toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledTimes(1);
  });

  it('gives the public tag page its own language switch: to Greek and back to English', async () => {
    const user = userEvent.setup();
    renderTag('?tab=photos');
    expect(await screen.findByRole('button', { name: 'Edit Tree' })).toBeInTheDocument();
    const frame = screen.getByTestId('tag-language');
    await user.click(within(frame).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ελληνικά' }));

    expect(await screen.findByRole('button', { name: 'Επεξεργασία δέντρου' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('el');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Στοιχεία',
      'Κατάσταση και φωτογραφίες',
      'Κωδικός QR',
    ]);
    expect(screen.getByRole('heading', { name: 'Κατάσταση' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Φωτογραφίες' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Φωτογραφίες δέντρου' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Άνοιγμα φωτογραφίας: Blossom in March' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('tree-state')).toHaveTextContent('Υγιές');
    for (const english of ['Edit Tree', 'State', 'Photos', 'Healthy', 'State & Photos']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await user.click(within(frame).getByRole('button', { name: 'Γλώσσα: Ελληνικά' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Edit Tree' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByText('Επεξεργασία δέντρου')).not.toBeInTheDocument();
  });

  it('shows the public tag page of a missing tree in Greek', async () => {
    jest.mocked(getPublicTreeTag).mockRejectedValue(httpError(404, 'Tree not found'));
    await act(() => changeLanguage('el'));
    renderTag();
    expect(
      await screen.findByRole('heading', { name: 'Το δέντρο δεν βρέθηκε' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Στον πίνακα ελέγχου' })).toBeInTheDocument();
    expect(within(screen.getByTestId('tag-language')).getByRole('button')).toHaveTextContent('EL');
    expect(screen.queryByText('Tree not found')).not.toBeInTheDocument();
  });

  it('prints the QR label page in Greek', async () => {
    window.print = jest.fn();
    await act(() => changeLanguage('el'));
    renderAt(<TreeLabelPrintPage />, {
      path: '/trees/:treeId/print',
      url: `/trees/${TREE_ID}/print`,
    });
    const label = await screen.findByTestId('tree-label');
    expect(within(label).getByRole('img')).toHaveAccessibleName(
      `Κωδικός QR με σύνδεσμο στο ${window.location.origin}/trees/${TREE_ID}/tag`,
    );
    expect(
      screen.getByText(
        'Το παράθυρο εκτύπωσης ανοίγει μόνο του. Εκτυπώστε σε ετικέτες 100 × 120 mm, χωρίς περιθώρια.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Εκτύπωση ξανά' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/The print dialog opens by itself/)).not.toBeInTheDocument();
  });

  it('shows the tree tagging screen in Greek, with its camera and manual entry messages', async () => {
    const user = userEvent.setup();
    const scanner = new FakeScanner();
    scanner.listCameras.mockRejectedValue(new Error('NotAllowedError'));
    await act(() => changeLanguage('el'));
    renderTagging(scanner);

    expect(screen.getByRole('heading', { name: 'Σήμανση δέντρων' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Σάρωση κωδικού QR' })).toBeInTheDocument();
    expect(screen.getByText('Σάρωση')).toBeInTheDocument();
    expect(screen.getByText('Ενημέρωση')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Σάρωση QR από εικόνα' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Εύρεση δέντρου' }));
    expect(screen.getByText('Πληκτρολογήστε έναν κωδικό QR')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Έναρξη σάρωσης' }));
    expect(
      await screen.findByText(
        'Η κάμερα δεν άνοιξε. Ελέγξτε τις άδειες πρόσβασης και δοκιμάστε ξανά.',
      ),
    ).toBeInTheDocument();
    for (const english of ['Tree Tagging', 'Start Scanning', 'Find Tree', 'Scan QR Code']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Tree Tagging' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(screen.getByLabelText('Enter QR code or paste QR URL')).toBeInTheDocument();
  });

  it('finds a scanned tree and shows its form in Greek, the state and date included', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('el'));
    renderTagging(new FakeScanner());
    await user.type(screen.getByLabelText('Κωδικός ή σύνδεσμος QR'), TREE_ID);
    await user.click(screen.getByRole('button', { name: 'Εύρεση δέντρου' }));
    expect(await screen.findByText('Το δέντρο βρέθηκε!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Στοιχεία δέντρου' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Κατάσταση/ })).toHaveTextContent('Υγιές');
    expect(screen.getByRole('combobox', { name: /Είδος/ })).toHaveTextContent('Ελιά');
    expect(screen.getByRole('textbox', { name: 'Τελευταία ενημέρωση' })).toHaveValue(
      greekDateTime(treeFixture().updatedAt),
    );
    expect(screen.getByRole('button', { name: 'Αποθήκευση και συνέχεια' })).toBeInTheDocument();
    expect(screen.queryByText('Tree found successfully!')).not.toBeInTheDocument();
  });
});
