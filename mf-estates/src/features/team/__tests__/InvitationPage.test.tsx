import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@grovekeeper/shared/testing';
import { renderAt, resetStores, toastText } from '../../../test/render';
import { acceptInvitation, getInvitation } from '../api/team';
import { InvitationPage } from '../components/InvitationPage';

jest.mock('../api/team');

const preview = {
  estate: { id: 'e1', name: 'Kalamata Grove' },
  invitedBy: { name: 'Olga Owner' },
  email: 'maria@example.com',
  role: 'field_staff' as const,
  expiresAt: '2026-12-04T00:00:00.000Z',
};

function renderPage() {
  return renderAt(<InvitationPage />, { path: '/invitations/:token', url: '/invitations/tok123' });
}

beforeEach(() => {
  resetStores();
  jest.mocked(getInvitation).mockReset().mockResolvedValue(preview);
  jest.mocked(acceptInvitation).mockReset();
});

describe('InvitationPage', () => {
  it('says who invites to which estate with which role, and accepting opens the estate', async () => {
    const user = userEvent.setup();
    jest.mocked(acceptInvitation).mockResolvedValue({ estateId: 'e1' });
    renderPage();
    expect(
      await screen.findByText('Olga Owner invites you to join Kalamata Grove as Field staff.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(acceptInvitation).toHaveBeenCalledWith('tok123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/estates/e1');
  });

  it('shows the server reason when accepting is refused (another account)', async () => {
    const user = userEvent.setup();
    jest
      .mocked(acceptInvitation)
      .mockRejectedValue(httpError(403, 'This invitation was sent to another e-mail address.'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(toastText()).toContain('This invitation was sent to another e-mail address.');
  });

  it('says the link is not valid when it was used, revoked or expired', async () => {
    jest.mocked(getInvitation).mockRejectedValue(httpError(404, 'Invitation not found'));
    renderPage();
    expect(
      await screen.findByText(
        'This invitation link is not valid: it was used, revoked or has expired.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
