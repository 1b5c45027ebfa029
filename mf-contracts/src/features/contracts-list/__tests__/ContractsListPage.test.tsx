import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import {
  deferred,
  fakeToken,
  renderAt,
  resetSharedStores,
  signInAsUser,
  toastText,
} from '@grovekeeper/shared/testing';
import type { ContractPage } from '../api/contract-page';
import { getMyContracts } from '../api/get-my-contracts';
import { getPendingContracts } from '../api/get-pending-contracts';
import {
  OWNER_ID,
  STRANGER_ID,
  TENANT_ID,
  contractFixture,
  httpError,
} from '../../../test/fixtures';
import { ContractsListPage } from '../components/ContractsListPage';

jest.mock('../api/get-my-contracts');
jest.mock('../api/get-pending-contracts');
const mockedGetMine = jest.mocked(getMyContracts);
const mockedGetPending = jest.mocked(getPendingContracts);

const asOwner = contractFixture({
  _id: 'dddddddddddddddddddddd01',
  contractNumber: 'RC-2026-0001',
  estate: { _id: null, name: 'North Grove', address: 'Messini, Greece', landArea: 10.5 },
  status: 'active',
});
const asTenant = contractFixture({
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
const neither = contractFixture({
  _id: 'dddddddddddddddddddddd03',
  contractNumber: 'RC-2026-0003',
  estate: { _id: null, name: 'East Grove', address: 'Chania, Crete', landArea: 1 },
  owner: { _id: STRANGER_ID, name: 'Stella Stranger', email: 'stella@example.com' },
  tenant: { _id: TENANT_ID, name: 'Theo Tenant', email: 'theo@example.com' },
});

function summary(label: string) {
  return screen.getByRole('region', { name: label });
}

/** The open tab's content (the toast repeats error texts outside it). */
async function panelText(text: string) {
  const panel = await screen.findByRole('tabpanel');
  return within(panel).findByText(text);
}

function renderList(url = '/rental-contracts') {
  return renderAt(<ContractsListPage />, { path: '/rental-contracts', url });
}

/** The contract cards on screen, in order, once they have arrived. */
async function cards(): Promise<[HTMLElement, ...HTMLElement[]]> {
  const [first, ...rest] = await screen.findAllByTestId('contracts:card');
  if (!first) throw new Error('No contract cards');
  return [first, ...rest];
}

function nth(list: readonly HTMLElement[], index: number): HTMLElement {
  const element = list[index];
  if (!element) throw new Error(`No element at ${index}`);
  return element;
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  mockedGetMine.mockReset().mockResolvedValue({ contracts: [asOwner, asTenant, neither] });
  mockedGetPending.mockReset().mockResolvedValue({ contracts: [asTenant] });
});

describe('ContractsListPage', () => {
  it('shows the heading, subtitle and a View Applications link to /rentals/applications', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Rental Contracts' })).toBeInTheDocument();
    expect(screen.getByText('Manage your rental contracts and agreements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Applications' })).toHaveAttribute(
      'href',
      '/rentals/applications',
    );
    await cards();
  });

  it('shows a spinner until both lists arrive, fetching them in parallel', async () => {
    const mine = deferred<ContractPage>();
    mockedGetMine.mockReturnValue(mine.promise);
    renderList();
    expect(screen.getByText('Loading contracts...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(mockedGetPending).toHaveBeenCalledTimes(1);
    mine.resolve({ contracts: [asOwner] });
    expect(await screen.findByText('North Grove')).toBeInTheDocument();
    expect(screen.queryByText('Loading contracts...')).not.toBeInTheDocument();
  });

  it('counts total, pending, as-owner and as-tenant contracts in the four summary cards', async () => {
    renderList();
    await cards();
    expect(summary('Total Contracts')).toHaveTextContent('3');
    expect(summary('Pending Signature')).toHaveTextContent('1');
    expect(summary('As Owner')).toHaveTextContent('1');
    expect(summary('As Tenant')).toHaveTextContent('1');
  });

  it('labels the role on each card, Owner blue, Tenant green and Unknown grey', async () => {
    renderList();
    const list = await cards();
    const [owner, tenant, unknown] = [nth(list, 0), nth(list, 1), nth(list, 2)];
    const role = (card: HTMLElement) => within(card).getByTestId('contracts:role');
    expect(role(owner)).toHaveTextContent('Owner');
    expect(role(owner)).toHaveClass('MuiChip-colorInfo');
    expect(role(tenant)).toHaveTextContent('Tenant');
    expect(role(tenant)).toHaveClass('MuiChip-colorSuccess');
    expect(role(unknown)).toHaveTextContent('Unknown');
    expect(role(unknown)).toHaveClass('MuiChip-colorDefault');
  });

  it('shows on a My Contracts card the estate, status, address, dates, number, price and area', async () => {
    renderList();
    const [card] = await cards();
    const scope = within(card);
    expect(scope.getByRole('heading', { name: 'North Grove' })).toBeInTheDocument();
    expect(scope.getByTestId('contracts:status')).toHaveTextContent('Active');
    expect(scope.getByText('Messini, Greece')).toBeInTheDocument();
    expect(scope.getByText(/Start: Mar 1, 2026/)).toBeInTheDocument();
    expect(scope.getByText(/End: Mar 1, 2027/)).toBeInTheDocument();
    expect(scope.getByText('#RC-2026-0001')).toBeInTheDocument();
    expect(scope.getByText('€1,200.00 per month')).toBeInTheDocument();
    expect(scope.getByText('10.50 ha')).toBeInTheDocument();
    expect(scope.getByRole('link', { name: /^View Contract/ })).toHaveAttribute(
      'href',
      '/rental-contracts/dddddddddddddddddddddd01',
    );
    expect(scope.queryByText('Action Required')).not.toBeInTheDocument();
  });

  it('labels active, completed and terminated contracts on their cards', async () => {
    const completed = contractFixture({
      ...asTenant,
      status: 'completed',
      completedAt: '2027-03-02T00:00:00.000Z',
    });
    const terminated = contractFixture({
      ...neither,
      status: 'terminated',
      terminatedAt: '2026-07-01T00:00:00.000Z',
      termination: {
        requestedBy: 'tenant',
        requestedAt: '2026-06-01T09:00:00.000Z',
        endDate: '2026-06-30',
        reason: 'Moving abroad',
        status: 'accepted',
        decidedAt: '2026-06-02T09:00:00.000Z',
      },
    });
    mockedGetMine.mockResolvedValue({ contracts: [asOwner, completed, terminated] });
    renderList();
    const list = await cards();
    const status = (index: number) => within(nth(list, index)).getByTestId('contracts:status');
    expect(status(0)).toHaveTextContent('Active');
    expect(status(0)).toHaveClass('MuiChip-colorSuccess');
    expect(status(1)).toHaveTextContent('Completed');
    expect(status(2)).toHaveTextContent('Terminated');
    expect(status(2)).toHaveClass('MuiChip-colorError');
    // An early end shows its agreed last day instead of the period's end.
    expect(within(nth(list, 2)).getByText(/Ended early: Jun 30, 2026/)).toBeInTheDocument();
    expect(within(nth(list, 1)).getByText(/End: Mar 1, 2027/)).toBeInTheDocument();
  });

  it('shows the number of contracts waiting as a badge on the Pending Signature tab', async () => {
    renderList();
    await cards();
    const tab = screen.getByRole('tab', { name: 'Pending Signature, 1 waiting' });
    expect(within(tab).getByText('1')).toBeInTheDocument();
  });

  it('shows no count on the Pending Signature tab when nothing is waiting', async () => {
    mockedGetPending.mockResolvedValue({ contracts: [] });
    renderList();
    await cards();
    expect(screen.getByRole('tab', { name: 'Pending Signature' })).toBeInTheDocument();
    expect(
      screen.getByTestId('contracts:pending-badge').querySelector('.MuiBadge-invisible'),
    ).not.toBeNull();
  });

  it('marks pending cards Action Required, highlighted, with Review & Sign and no end date', async () => {
    const user = userEvent.setup();
    renderList();
    await cards();
    await user.click(screen.getByRole('tab', { name: /Pending Signature/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rental-contracts?tab=pending');
    const card = nth(screen.getAllByTestId('contracts:card'), 0);
    const scope = within(card);
    expect(scope.getByRole('heading', { name: 'South Grove' })).toBeInTheDocument();
    expect(scope.getByText('Action Required')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(scope.getByText('€450.50 per season')).toBeInTheDocument();
    expect(scope.queryByText(/End:/)).not.toBeInTheDocument();
    expect(scope.getByRole('link', { name: /^Review & Sign/ })).toHaveAttribute(
      'href',
      '/rental-contracts/dddddddddddddddddddddd02',
    );
  });

  it("shows 'No Contracts Found' with a View Applications button when the user has no contracts", async () => {
    mockedGetMine.mockResolvedValue({ contracts: [] });
    mockedGetPending.mockResolvedValue({ contracts: [] });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No Contracts Found' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any rental contracts yet.")).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No Contracts Found' }).parentElement!;
    expect(within(empty).getByRole('link', { name: 'View Applications' })).toHaveAttribute(
      'href',
      '/rentals/applications',
    );
  });

  it("shows 'No Contracts Pending Signature' on the pending tab when nothing waits", async () => {
    mockedGetPending.mockResolvedValue({ contracts: [] });
    renderList('/rental-contracts?tab=pending');
    expect(
      await screen.findByRole('heading', { name: 'No Contracts Pending Signature' }),
    ).toBeInTheDocument();
    expect(screen.getByText('All your contracts are up to date.')).toBeInTheDocument();
  });

  it('shows My Contracts as a table with Estate, Role, Contract #, dates, Price, Status and Actions', async () => {
    const user = userEvent.setup();
    renderList();
    await cards();
    await user.click(screen.getByRole('button', { name: 'List view' }));
    const table = await screen.findByRole('grid', { name: 'My contracts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Estate',
      'Role',
      'Contract #',
      'Start Date',
      'End Date',
      'Price',
      'Status',
      'Actions',
    ]);
    expect(within(table).getByText('#RC-2026-0002')).toBeInTheDocument();
    expect(within(table).getByText('€450.50 per season')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /^View Contract/ })).toHaveLength(3);
    expect(window.localStorage.getItem('contracts:view-mode')).toBe('list');
  });

  it('shows the Pending Signature table without the End Date column', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('contracts:view-mode', 'list');
    renderList('/rental-contracts?tab=pending');
    const table = await screen.findByRole('grid', { name: 'Contracts pending signature' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Estate',
      'Role',
      'Contract #',
      'Start Date',
      'Price',
      'Status',
      'Actions',
    ]);
    expect(within(table).getByRole('link', { name: /^Review & Sign/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(await screen.findByText('Action Required')).toBeInTheDocument();
  });

  it("toasts the server's error, else 'Failed to load contracts', and offers Try Again", async () => {
    const user = userEvent.setup();
    mockedGetMine.mockRejectedValueOnce({});
    renderList();
    expect(await panelText('Failed to load contracts')).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to load contracts');
    expect(summary('Pending Signature')).toHaveTextContent('1');

    mockedGetMine.mockRejectedValueOnce(httpError(500, 'Database unavailable'));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await panelText('Database unavailable')).toBeInTheDocument();
    expect(toastText()).toBe('Error: Database unavailable');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('North Grove')).toBeInTheDocument();
  });

  it("toasts 'Failed to load pending contracts' when only the pending list fails", async () => {
    mockedGetPending.mockRejectedValue({});
    renderList('/rental-contracts?tab=pending');
    expect(await panelText('Failed to load pending contracts')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toBe('Error: Failed to load pending contracts'));
  });

  it("logs 'Error decoding JWT token:' and shows every role as Unknown for an undecodable token", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.setState({ accessToken: 'not-a-jwt', userId: null });
    renderList();
    const all = await cards();
    for (const card of all) {
      expect(within(card).getByTestId('contracts:role')).toHaveTextContent('Unknown');
    }
    expect(summary('As Owner')).toHaveTextContent('0');
    expect(log).toHaveBeenCalledWith('Error decoding JWT token:', expect.any(Error));
    log.mockRestore();
  });

  it('reads the user id from user_id when the token has no userId', async () => {
    useAuthStore.getState().clear();
    useAuthStore.getState().setToken(fakeToken({ user_id: TENANT_ID }));
    renderList();
    const third = nth(await cards(), 2);
    expect(within(third).getByTestId('contracts:role')).toHaveTextContent('Tenant');
  });
});
