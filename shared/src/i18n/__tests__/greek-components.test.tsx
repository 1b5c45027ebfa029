import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { register } from '../../auth/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { DraftPublishActions } from '../../components/DraftPublishActions';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { LoadingState } from '../../components/LoadingState';
import { NotFound } from '../../components/NotFound';
import { SectionPlaceholder } from '../../components/SectionPlaceholder';
import { ViewToggle } from '../../components/ViewToggle';
import { ClearFiltersButton } from '../../filters';
import { api } from '../../http/client';
import { MapInitError } from '../../maps/MapInitError';
import { MapSnapshot } from '../../maps/MapSnapshot';
import { boundaryPointsAnnouncement, vertexLabel } from '../../maps/polygon-editing';
import { Notifier } from '../../notify/Notifier';
import { dismissToast, notifyError } from '../../notify/notifier-store';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { treeStateLabel, treeStateOptions } from '../../trees/state';
import { changeLanguage } from '..';

const square = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.0011263 },
  { lat: 37.0008983, lng: 22.0011263 },
  { lat: 37.0008983, lng: 22 },
];

beforeEach(async () => {
  dismissToast();
  await act(() => changeLanguage('el'));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('the shared design system in Greek', () => {
  it('names the loading state, the failed-load card and the not-found page in Greek', async () => {
    const onRetry = jest.fn();
    render(
      <MemoryRouter>
        <LoadingState />
        <LoadErrorCard
          title="Σφάλμα φόρτωσης"
          message="Ο διακομιστής δεν απαντά"
          onRetry={onRetry}
        />
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Φόρτωση...' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Η σελίδα δεν βρέθηκε' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Μετάβαση στον πίνακα ελέγχου' })).toHaveAttribute(
      'href',
      '/',
    );
    for (const english of ['Loading...', 'Try Again', 'Page not found']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('asks before deleting in Greek and toasts a failure under a Greek title', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    render(
      <>
        <DeleteRecordDialog
          record={{ _id: 'r1' }}
          remove={() => new Promise((_, reject) => (fail = reject))}
          title="Διαγραφή κτήματος;"
          description="Η ενέργεια δεν αναιρείται."
          deleted={() => ['Διαγράφηκε', '']}
          failure="Η διαγραφή απέτυχε"
          onClose={() => undefined}
          onDeleted={() => undefined}
        />
        <Notifier />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Ακύρωση' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Διαγραφή' }));
    expect(screen.getByRole('button', { name: 'Διαγραφή...' })).toBeDisabled();
    await act(async () => fail(new Error('')));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Σφάλμα');
    expect(toast).toHaveTextContent('Η διαγραφή απέτυχε');
  });

  it('gives the view toggle, the draft button, Clear filters and the placeholder Greek words', () => {
    render(
      <>
        <ViewToggle value="grid" onChange={() => undefined} />
        <DraftPublishActions
          saving={null}
          onSaveDraft={() => undefined}
          publishLabel="Δημοσίευση"
        />
        <ClearFiltersButton onClear={() => undefined} />
        <SectionPlaceholder title="Συμβόλαια" remote="mf_contracts" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Τρόπος προβολής' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Προβολή πλέγματος' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Προβολή λίστας' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Καθαρισμός φίλτρων' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Η ενότητα «Συμβόλαια» έρχεται σε επόμενη έκδοση. Την εξυπηρετεί η μονάδα mf_contracts.',
      ),
    ).toBeInTheDocument();

    render(
      <ConfirmDialog
        open
        title="Σίγουρα;"
        description="Είστε σίγουροι;"
        confirmLabel="Ναι"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Σίγουρα;' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ακύρωση' })).toBeInTheDocument();
  });

  it('speaks Greek in the map kit: snapshot, announcements, vertex names and the map error', () => {
    render(
      <>
        <MapSnapshot boundary={square} />
        <MapInitError onRetry={() => undefined} />
      </>,
    );
    expect(
      screen.getByRole('img', { name: 'Στιγμιότυπο ορίου: 4 σημεία, 1,00 εκτ. (10,0 στρ.)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,00 εκτ. (10,0 στρ.)')).toBeInTheDocument();
    expect(
      screen.getByText('Σφάλμα χάρτη - Ο χάρτης δεν μπόρεσε να ξεκινήσει. Δοκιμάστε ξανά.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Επανάληψη' })).toBeInTheDocument();
    expect(boundaryPointsAnnouncement(1)).toBe('Το όριο έχει 1 σημείο');
    expect(boundaryPointsAnnouncement(4)).toBe('Το όριο έχει 4 σημεία');
    expect(vertexLabel(0)).toBe('Σημείο ορίου 1');
  });

  it("gives MUI's own words in Greek through the theme (the toast's Close)", async () => {
    render(
      <AppThemeProvider>
        <Notifier />
      </AppThemeProvider>,
    );
    act(() => notifyError('Ο διακομιστής δεν απαντά'));
    expect(await screen.findByRole('button', { name: 'Κλείσιμο' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Σφάλμα');
  });

  it('reads tree states in Greek, unknown values as sent', () => {
    expect(treeStateLabel('ready_to_harvest')).toBe('Έτοιμο για συγκομιδή');
    expect(treeStateLabel('')).toBe('Άγνωστη');
    expect(treeStateLabel('Diseased')).toBe('Diseased');
    expect(treeStateOptions()[0]).toEqual({ value: 'healthy', label: 'Υγιές' });
  });

  it('registers an account in the language the visitor is using', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({});
    await register({ name: 'Ελένη', email: 'eleni@example.com', password: 'secret1' });
    expect(post).toHaveBeenCalledWith('/api/auth/register', {
      name: 'Ελένη',
      email: 'eleni@example.com',
      password: 'secret1',
      language: 'el',
    });
  });

  it('goes back to English without a reload', async () => {
    render(
      <MemoryRouter>
        <LoadingState />
        <ClearFiltersButton onClear={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Φόρτωση...')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByText('Loading...')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(boundaryPointsAnnouncement(2)).toBe('Boundary has 2 points');
    expect(treeStateLabel('sick')).toBe('Sick');
  });
});
