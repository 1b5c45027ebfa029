import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import { renderAt, resetStores } from '../../../test/render';
import {
  createInvitation,
  getInvitations,
  getMembers,
  removeMember,
  renewInvitation,
  revokeInvitation,
  transferOwnership,
} from '../api/team';
import { TeamTab } from '../components/TeamTab';

jest.mock('../api/team');

const members = [
  { userId: 'owner1', name: 'Olga Owner', email: 'olga@example.com', role: 'owner' as const },
  { userId: 'mgr1', name: 'Manos Manager', email: 'manos@example.com', role: 'manager' as const },
  { userId: 'fs1', name: 'Maria Field', email: 'maria@example.com', role: 'field_staff' as const },
];
const pending = {
  id: 'inv1',
  email: 'nikos@example.com',
  role: 'viewer' as const,
  expiresAt: '2026-12-04T00:00:00.000Z',
  url: 'http://localhost/invitations/abc',
};

function renderTab(
  role: 'owner' | 'manager' | 'field_staff' | 'viewer',
  userId = 'owner1',
  onRoleChanged?: (role: string) => void,
) {
  useAuthStore.setState({ accessToken: 'token', userId });
  return renderAt(
    <TeamTab estateId="e1" estateName="Kalamata Grove" role={role} onRoleChanged={onRoleChanged} />,
    { path: '/', url: '/' },
  );
}

beforeEach(() => {
  resetStores();
  jest.mocked(getMembers).mockReset().mockResolvedValue(members);
  jest.mocked(getInvitations).mockReset().mockResolvedValue([pending]);
  jest.mocked(removeMember).mockReset().mockResolvedValue(undefined);
  jest.mocked(revokeInvitation).mockReset().mockResolvedValue(undefined);
  jest.mocked(createInvitation).mockReset();
  jest.mocked(transferOwnership).mockReset();
  jest.mocked(renewInvitation).mockReset();
});

describe('TeamTab', () => {
  it('shows the owner every member with a role select and remove, and the pending invitations', async () => {
    renderTab('owner');
    expect(await screen.findByText('Maria Field')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Manos Manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Maria Field' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Olga Owner/ })).not.toBeInTheDocument();
    expect(await screen.findByText('nikos@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('lets a manager manage field staff but not other managers', async () => {
    renderTab('manager', 'mgr1');
    expect(await screen.findByText('Maria Field')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Maria Field' })).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Role of Manos Manager' }),
    ).not.toBeInTheDocument();
  });

  it('shows field staff the team without any control', async () => {
    renderTab('field_staff', 'fs1');
    expect(await screen.findByText('Manos Manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
    expect(getInvitations).not.toHaveBeenCalled();
  });

  it('removes a member after confirming', async () => {
    const user = userEvent.setup();
    renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Remove Maria Field' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(removeMember).toHaveBeenCalledWith('e1', 'fs1');
    await waitFor(() => expect(screen.queryByText('Maria Field')).not.toBeInTheDocument());
  });

  it('revokes a pending invitation', async () => {
    const user = userEvent.setup();
    renderTab('owner');
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to nikos@example.com' }),
    );
    expect(revokeInvitation).toHaveBeenCalledWith('e1', 'inv1');
    await waitFor(() => expect(screen.queryByText('nikos@example.com')).not.toBeInTheDocument());
  });

  it('makes a new link for a pending invitation and shows it to copy', async () => {
    const user = userEvent.setup();
    jest.mocked(renewInvitation).mockResolvedValue({
      ...pending,
      expiresAt: '2026-12-10T00:00:00.000Z',
      url: 'http://localhost/invitations/fresh',
    });
    renderTab('owner');
    await user.click(
      await screen.findByRole('button', {
        name: 'Copy a new link for the invitation to nikos@example.com',
      }),
    );
    expect(renewInvitation).toHaveBeenCalledWith('e1', 'inv1');
    const dialog = await screen.findByRole('dialog', { name: 'A new link for nikos@example.com' });
    expect(
      within(dialog).getByDisplayValue('http://localhost/invitations/fresh'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The earlier link no longer works.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites by e-mail and role and shows the link to copy', async () => {
    const user = userEvent.setup();
    jest.mocked(createInvitation).mockResolvedValue({
      id: 'inv2',
      email: 'eleni@example.com',
      role: 'field_staff',
      expiresAt: '2026-12-04T00:00:00.000Z',
      url: 'http://localhost/invitations/xyz',
    });
    renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'eleni@example.com');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(createInvitation).toHaveBeenCalledWith('e1', {
      email: 'eleni@example.com',
      role: 'field_staff',
    });
    expect(await screen.findByDisplayValue('http://localhost/invitations/xyz')).toBeInTheDocument();
  });

  it('refuses an invalid e-mail address without calling the server', async () => {
    const user = userEvent.setup();
    renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(createInvitation).not.toHaveBeenCalled();
  });

  it('transfers ownership once the owner typed the estate name, then shows them as a manager', async () => {
    const user = userEvent.setup();
    const onRoleChanged = jest.fn();
    jest
      .mocked(transferOwnership)
      .mockResolvedValue([
        { ...members[1]!, role: 'owner' },
        { ...members[0]!, role: 'manager' },
        members[2]!,
      ]);
    renderTab('owner', 'owner1', onRoleChanged);
    await user.click(
      await screen.findByRole('button', { name: 'Transfer ownership to Manos Manager' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Transfer Kalamata Grove to Manos Manager?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Transfer ownership' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Type Kalamata Grove/ }),
      'Kalamata',
    );
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Type Kalamata Grove/ }), ' Grove');
    await user.click(confirm);

    expect(transferOwnership).toHaveBeenCalledWith('e1', 'mgr1');
    expect(
      await screen.findByText(
        'Manos Manager is now the owner of Kalamata Grove. You are a manager.',
      ),
    ).toBeInTheDocument();
    expect(onRoleChanged).toHaveBeenCalledWith('manager');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A manager now: no more transfers; still manages field staff, not the new owner.
    expect(screen.queryByRole('button', { name: /Transfer ownership/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Manos Manager' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Maria Field' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a transfer in the dialog', async () => {
    const user = userEvent.setup();
    jest
      .mocked(transferOwnership)
      .mockRejectedValue(new Error('This estate has job listings in its owner’s name'));
    renderTab('owner');
    await user.click(
      await screen.findByRole('button', { name: 'Transfer ownership to Maria Field' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Kalamata Grove');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Olga Owner (you)')).toBeInTheDocument();
  });

  it('offers no transfer to a manager', async () => {
    renderTab('manager', 'mgr1');
    expect(await screen.findByText('Maria Field')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Transfer ownership/ })).not.toBeInTheDocument();
  });
});
