import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, formatDateTime } from '@grovekeeper/shared';
import { renderAt, resetSharedStores, signInAsUser } from '@grovekeeper/shared/testing';
import { OWNER_ID, STRANGER_ID, TENANT_ID, contractFixture } from '../../test/fixtures';
import { getContract } from '../../features/contract-detail/api/get-contract';
import { ContractDetailPage } from '../../features/contract-detail/components/ContractDetailPage';
import { getMyContracts } from '../../features/contracts-list/api/get-my-contracts';
import { getPendingContracts } from '../../features/contracts-list/api/get-pending-contracts';
import { ContractsListPage } from '../../features/contracts-list/components/ContractsListPage';

jest.mock('../../features/contract-detail/api/get-contract');
jest.mock('../../features/contracts-list/api/get-my-contracts');
jest.mock('../../features/contracts-list/api/get-pending-contracts');

const active = contractFixture({ status: 'active' });
const waiting = contractFixture({
  _id: 'dddddddddddddddddddddd02',
  contractNumber: 'RC-2026-0002',
  estate: { _id: null, name: 'South Grove', address: 'Sparta, Greece', landArea: 3.25 },
  owner: { _id: STRANGER_ID, name: 'Stella Stranger', email: 'stella@example.com' },
  tenant: { _id: OWNER_ID, name: 'Olga Owner', email: 'olga@example.com' },
  status: 'pending_signature',
  contractTerms: {
    ...contractFixture().contractTerms,
    price: { amount: 450.5, paymentFrequency: 'seasonal' },
    landArea: 3.25,
  },
});
const signedByOwner = contractFixture({
  status: 'pending_signature',
  signatures: {
    owner: { signed: true, signedAt: '2026-01-13T08:30:00.000Z', termsHash: 'abc' },
    tenant: { signed: false, signedAt: null, termsHash: null },
  },
});

function renderList(url = '/rental-contracts') {
  return renderAt(<ContractsListPage />, { path: '/rental-contracts', url });
}

function renderDetail() {
  return renderAt(<ContractDetailPage />, {
    path: '/rental-contracts/:contractId',
    url: `/rental-contracts/${active._id}`,
  });
}

beforeEach(async () => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  jest.mocked(getMyContracts).mockResolvedValue({ contracts: [active, waiting] });
  jest.mocked(getPendingContracts).mockResolvedValue({ contracts: [waiting] });
  jest.mocked(getContract).mockResolvedValue(contractFixture());
  await act(() => changeLanguage('el'));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
});

describe('mf-contracts in Greek', () => {
  it('shows My Contracts in Greek: summary, tabs, statuses and roles by key, money, dates and areas', async () => {
    renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Συμβόλαια μίσθωσης' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Τα συμβόλαιά μου' })).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Σε αναμονή υπογραφής, 1 περιμένει' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Σύνολο συμβολαίων')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Kalamata Grove' });
    expect(within(card).getByTestId('contracts:status')).toHaveTextContent('Σε ισχύ');
    expect(within(card).getByTestId('contracts:role')).toHaveTextContent('Ιδιοκτήτης');
    expect(within(card).getByText('1.200,00 € τον μήνα')).toBeInTheDocument();
    expect(within(card).getByText('10,50 εκτ. (105,0 στρ.)')).toBeInTheDocument();
    expect(within(card).getByText('Έναρξη: 1 Μαρ 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Προβολή συμβολαίου/ })).toBeVisible();
    for (const english of ['My Contracts', 'Total Contracts', 'View Contract', 'Active', 'Owner']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('marks a contract waiting for a signature "Απαιτείται ενέργεια" on the pending tab', async () => {
    renderList('/rental-contracts?tab=pending');
    const card = await screen.findByRole('article', { name: 'South Grove' });
    expect(within(card).getByText('Απαιτείται ενέργεια')).toBeInTheDocument();
    expect(within(card).getByText('450,50 € ανά σεζόν')).toBeInTheDocument();
    expect(within(card).getByTestId('contracts:role')).toHaveTextContent('Μισθωτής');
    expect(within(card).getByRole('link', { name: /^Έλεγχος και υπογραφή/ })).toBeVisible();
    expect(screen.queryByText('Action Required')).not.toBeInTheDocument();
    expect(screen.queryByText('Review & Sign')).not.toBeInTheDocument();
  });

  it('shows a draft contract in Greek, and its terms form validates in Greek', async () => {
    const user = userEvent.setup();
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Συμβόλαιο #RC-2026-0001' }),
    ).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Όροι συμβολαίου' });
    expect(within(terms).getByText('12 μήνες')).toBeInTheDocument();
    expect(within(terms).getByText('1.200,00 € · Μηνιαία')).toBeInTheDocument();
    expect(within(terms).getByText('1 Μαρ 2026')).toBeInTheDocument();
    expect(within(terms).getByText('Υποχρεώσεις ιδιοκτήτη')).toBeInTheDocument();
    expect(screen.getByText('Το συμβόλαιο δημιουργήθηκε από Olga Owner')).toBeInTheDocument();
    expect(screen.getByText('Στοιχεία ακινήτου')).toBeInTheDocument();
    expect(screen.getByText('10,50 εκτ. (105,0 στρ.)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Επεξεργασία όρων' }));
    expect(screen.getByRole('combobox', { name: 'Συχνότητα πληρωμής' })).toHaveTextContent(
      'Μηνιαία',
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: /Ποσό/ }), { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση όρων' }));
    expect(await screen.findByText('Συμπληρώστε έγκυρη τιμή')).toBeInTheDocument();
    for (const english of ['Contract Terms', 'Save Terms', 'Payment Frequency', 'Timeline']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('asks the tenant to sign in Greek, with the parties and their signatures', async () => {
    signInAsUser(TENANT_ID);
    jest.mocked(getContract).mockResolvedValue(signedByOwner);
    const user = userEvent.setup();
    renderDetail();
    const signing = await screen.findByRole('region', { name: 'Υπογραφή συμβολαίου' });
    const owner = screen.getByTestId('contracts:party-owner');
    expect(owner).toHaveTextContent('Ιδιοκτήτης');
    expect(
      within(owner).getByText(`Υπογράφηκε στις ${formatDateTime('2026-01-13T08:30:00.000Z')}`),
    ).toBeInTheDocument();
    expect(formatDateTime('2026-01-13T08:30:00.000Z')).toMatch(/Ιαν 2026/);
    const tenant = screen.getByTestId('contracts:party-tenant');
    expect(tenant).toHaveTextContent('Μισθωτής (εσείς)');
    expect(tenant).toHaveTextContent('Δεν έχει υπογραφεί ακόμη');
    await user.click(within(signing).getByRole('button', { name: 'Υπογραφή συμβολαίου' }));
    expect(
      await within(signing).findByText(
        'Πρέπει να αποδεχτείτε τους όρους του συμβολαίου πριν υπογράψετε',
      ),
    ).toBeInTheDocument();
    expect(
      within(signing).getByRole('checkbox', {
        name: 'Διάβασα και αποδέχομαι τους όρους του συμβολαίου',
      }),
    ).not.toBeChecked();
  });

  it('switches back to English without a reload', async () => {
    renderList();
    const card = await screen.findByRole('article', { name: 'Kalamata Grove' });
    expect(within(card).getByText('1.200,00 € τον μήνα')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rental Contracts' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'My Contracts' })).toBeInTheDocument();
    const english = await screen.findByRole('article', { name: 'Kalamata Grove' });
    expect(within(english).getByText('€1,200.00 per month')).toBeInTheDocument();
    expect(within(english).getByText('10.50 ha')).toBeInTheDocument();
    expect(within(english).getByTestId('contracts:status')).toHaveTextContent('Active');
    expect(screen.queryByText('Συμβόλαια μίσθωσης')).not.toBeInTheDocument();
  });

  it('shows an early end asked by the tenant, the relist switch and the statuses in Greek', async () => {
    jest.mocked(getContract).mockResolvedValue(
      contractFixture({
        status: 'active',
        termination: {
          requestedBy: 'tenant',
          requestedAt: '2026-06-01T09:00:00.000Z',
          endDate: '2026-06-30',
          reason: 'Μετακόμιση',
          status: 'pending',
          decidedAt: null,
        },
      }),
    );
    renderDetail();
    const card = within(await screen.findByRole('region', { name: 'Πρόωρη Λήξη' }));
    expect(
      card.getByText(
        /^Ο\/Η Theo Tenant ζήτησε τη λήξη του συμβολαίου στις 30 Ιουν 2026: Μετακόμιση$/,
      ),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Αποδοχή' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Απόρριψη' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Επαναδημοσίευση της γης όταν λήξει το συμβόλαιο' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('End Early')).not.toBeInTheDocument();
  });

  it('offers the rating in Greek once the contract has ended', async () => {
    jest.mocked(getContract).mockResolvedValue(contractFixture({ status: 'terminated' }));
    renderDetail();
    const card = within(await screen.findByRole('region', { name: 'Αξιολόγηση' }));
    expect(
      card.getByRole('group', { name: 'Η αξιολόγησή σας για τον/την Theo Tenant' }),
    ).toBeInTheDocument();
    expect(card.getByRole('radio', { name: '1 αστέρι' })).toBeInTheDocument();
    expect(card.getByRole('radio', { name: '5 αστέρια' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Υποβολή Αξιολόγησης' })).toBeInTheDocument();
    expect(screen.getAllByTestId('contracts:status')[0]).toHaveTextContent('Τερματισμένο');
  });
});
