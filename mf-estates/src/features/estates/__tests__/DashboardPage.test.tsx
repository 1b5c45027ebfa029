import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionRequired, Contract, ContractStatus, Estate } from '@grovekeeper/shared';
import { deferred, estateFixture, renderAt, resetStores, toastText } from '../../../test/render';
import { deleteEstate } from '../api/delete-estate';
import { earlyEstates, getEstates } from '../api/get-estates';
import { earlyMyContracts, getMyContracts } from '../api/get-my-contracts';
import { earlyActions, getActions } from '../api/get-actions';
import { DashboardPage } from '../components/DashboardPage';
import { EstatesOverviewPage } from '../components/EstatesOverviewPage';

jest.mock('../api/get-estates');
jest.mock('../api/delete-estate');
jest.mock('../api/get-my-contracts');
jest.mock('../api/get-actions');
const mockedGetEstates = jest.mocked(getEstates);
const mockedGetMyContracts = jest.mocked(getMyContracts);
const mockedDeleteEstate = jest.mocked(deleteEstate);

const estates = [
  estateFixture({
    id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
    name: 'North Grove',
    treeCount: 100,
    landArea: 12.34,
    treeTypes: ['olive', 'orange', 'lemon', 'almond', 'fig'],
  }),
  estateFixture({
    id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
    name: 'South Grove',
    treeCount: 25,
    landArea: 3.3,
    treeTypes: ['fig'],
  }),
];

/** Only the status matters to the dashboard; the rest of a contract is not read. */
function contracts(...statuses: ContractStatus[]): Contract[] {
  return statuses.map((status, index) => ({ _id: `contract-${index}`, status }) as Contract);
}

function summary(label: string) {
  return screen.getByRole('region', { name: label });
}

beforeEach(() => {
  resetStores();
  mockedGetEstates.mockReset();
  jest.mocked(earlyEstates).mockReset();
  jest.mocked(earlyMyContracts).mockReset();
  jest.mocked(earlyActions).mockReset();
  mockedDeleteEstate.mockReset();
  mockedGetMyContracts.mockReset().mockResolvedValue([]);
  jest.mocked(getActions).mockReset().mockResolvedValue({
    contractsToSign: 0,
    terminationsToAnswer: 0,
    applicationsToDecide: 0,
    harvestsToApprove: 0,
    invitationsToAccept: 0,
  });
});

describe('DashboardPage', () => {
  it('shows the estates the user is a member of with their role, without a delete button', async () => {
    mockedGetEstates.mockResolvedValue([
      estates[0] as Estate,
      estateFixture({ id: 'aaaaaaaaaaaaaaaaaaaaaaa3', name: 'Team Grove', role: 'field_staff' }),
    ]);
    renderAt(<DashboardPage />);
    const card = (await screen.findByText('Team Grove')).closest('[data-testid="estate-card"]');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Your role: Field staff')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete estate Team Grove' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete estate North Grove' })).toBeInTheDocument();
    expect(screen.getAllByTestId('estate-role')).toHaveLength(1);
  });

  it("shows 'Loading estates...' until the estates arrive", async () => {
    const pending = deferred<Estate[]>();
    mockedGetEstates.mockReturnValue(pending.promise);
    renderAt(<DashboardPage />);
    expect(screen.getByText('Loading estates...')).toBeInTheDocument();
    pending.resolve(estates);
    expect(await screen.findByText('North Grove')).toBeInTheDocument();
    expect(screen.queryByText('Loading estates...')).not.toBeInTheDocument();
  });

  it('shows at once what the first paint drew from the early reads, with no loading state between', () => {
    // The first paint has drawn the dashboard from its early reads; the app's own loads are
    // still on their way.
    jest.mocked(earlyEstates).mockReturnValue(estates);
    jest.mocked(earlyMyContracts).mockReturnValue(contracts('signed', 'active', 'completed'));
    jest.mocked(earlyActions).mockReturnValue({
      contractsToSign: 2,
      terminationsToAnswer: 0,
      applicationsToDecide: 0,
      harvestsToApprove: 0,
      invitationsToAccept: 0,
    });
    mockedGetEstates.mockReturnValue(deferred<Estate[]>().promise);
    mockedGetMyContracts.mockReturnValue(deferred<Contract[]>().promise);
    jest.mocked(getActions).mockReturnValue(deferred<ActionRequired>().promise);

    renderAt(<DashboardPage />);

    expect(screen.queryByText('Loading estates...')).not.toBeInTheDocument();
    expect(screen.getByText('North Grove')).toBeInTheDocument();
    expect(within(summary('Total Estates')).getByText('2')).toBeInTheDocument();
    expect(within(summary('Active Rentals')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Contracts waiting for your signature')).toBeInTheDocument();
    // The app still loads as usual.
    expect(mockedGetEstates).toHaveBeenCalledTimes(1);
  });

  it('sums the estates into the four summary cards, with the area to one decimal', async () => {
    mockedGetEstates.mockResolvedValue(estates);
    renderAt(<DashboardPage />);
    await screen.findByText('North Grove');
    expect(summary('Total Estates')).toHaveTextContent('2');
    expect(summary('Total Trees')).toHaveTextContent('125');
    expect(summary('Total Area')).toHaveTextContent('15.6 ha');
    await waitFor(() => expect(summary('Active Rentals')).toHaveTextContent('0'));
  });

  it('counts the signed and active contracts of the user as Active Rentals', async () => {
    mockedGetEstates.mockResolvedValue(estates);
    mockedGetMyContracts.mockResolvedValue(
      contracts('active', 'signed', 'draft', 'pending_signature', 'completed', 'active'),
    );
    renderAt(<DashboardPage />);
    await screen.findByText('North Grove');
    await waitFor(() => expect(summary('Active Rentals')).toHaveTextContent('3'));
    expect(mockedGetMyContracts).toHaveBeenCalledTimes(1);
  });

  it('shows the same Active Rentals count on Estates Overview', async () => {
    mockedGetEstates.mockResolvedValue(estates);
    mockedGetMyContracts.mockResolvedValue(contracts('signed', 'draft'));
    renderAt(<EstatesOverviewPage />, { path: '/estates' });
    await screen.findByText('North Grove');
    await waitFor(() => expect(summary('Active Rentals')).toHaveTextContent('1'));
  });

  it('asks for the contracts and the estates at the same time', async () => {
    const pendingEstates = deferred<Estate[]>();
    mockedGetEstates.mockReturnValue(pendingEstates.promise);
    mockedGetMyContracts.mockResolvedValue(contracts('active'));
    renderAt(<DashboardPage />);
    expect(mockedGetMyContracts).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(summary('Active Rentals')).toHaveTextContent('1'));
    expect(screen.getByText('Loading estates...')).toBeInTheDocument();
    pendingEstates.resolve(estates);
    expect(await screen.findByText('North Grove')).toBeInTheDocument();
  });

  it('still shows the estates, and a dash for Active Rentals, when the contracts fail to load', async () => {
    mockedGetEstates.mockResolvedValue(estates);
    mockedGetMyContracts.mockRejectedValue(new Error('Failed to fetch contracts'));
    renderAt(<DashboardPage />);
    expect(await screen.findByText('North Grove')).toBeInTheDocument();
    await waitFor(() => expect(summary('Active Rentals')).toHaveTextContent('—'));
    expect(summary('Active Rentals')).toHaveTextContent('Could not load rentals');
    expect(summary('Total Estates')).toHaveTextContent('2');
    expect(toastText()).toBe('');
  });

  it("shows the first three tree types and '+N more' for the rest, and links each card", async () => {
    mockedGetEstates.mockResolvedValue(estates);
    renderAt(<DashboardPage />);
    const card = (await screen.findByText('North Grove')).closest('[data-testid="estate-card"]');
    const scope = within(card as HTMLElement);
    expect(scope.getByText('olive')).toBeInTheDocument();
    expect(scope.getByText('lemon')).toBeInTheDocument();
    expect(scope.queryByText('almond')).not.toBeInTheDocument();
    expect(scope.getByText('+2 more')).toBeInTheDocument();
    expect(scope.getByRole('link')).toHaveAttribute('href', '/estates/aaaaaaaaaaaaaaaaaaaaaaa1');
  });

  it("shows 'No Estates Found' with 'Add Your First Estate' when the owner has no estates", async () => {
    mockedGetEstates.mockResolvedValue([]);
    renderAt(<DashboardPage />);
    expect(await screen.findByText('No Estates Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Estate' })).toHaveAttribute(
      'href',
      '/wizard',
    );
  });

  it("shows 'An unknown error occurred' when the estates fail to load without a message", async () => {
    mockedGetEstates.mockRejectedValue({});
    renderAt(<DashboardPage />);
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('deletes an estate after confirmation, showing Deleting..., the toast, and removing the card', async () => {
    const user = userEvent.setup();
    mockedGetEstates.mockResolvedValue(estates);
    const pending = deferred<void>();
    mockedDeleteEstate.mockReturnValue(pending.promise);
    renderAt(<DashboardPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete estate South Grove' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(dialog).toHaveTextContent('permanently deleted');
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Estate' }));

    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(mockedDeleteEstate).toHaveBeenCalledWith('aaaaaaaaaaaaaaaaaaaaaaa2');
    pending.resolve();

    await waitFor(() => expect(screen.queryByText('South Grove')).not.toBeInTheDocument());
    expect(toastText()).toContain('Estate "South Grove" has been deleted.');
    expect(screen.getByText('North Grove')).toBeInTheDocument();
  });

  it("shows the server's error, else 'Failed to delete estate', when deleting fails", async () => {
    const user = userEvent.setup();
    mockedGetEstates.mockResolvedValue(estates);
    mockedDeleteEstate.mockRejectedValue({});
    renderAt(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete estate North Grove' }));
    await user.click(screen.getByRole('button', { name: 'Delete Estate' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to delete estate'));
    expect(screen.getByText('North Grove')).toBeInTheDocument();
  });
});
