import { useCallback, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog,
  LoadingState,
  errorMessage,
  notifyError,
  notifySuccess,
  useAuthStore,
  useLoad,
} from '@grovekeeper/shared';
import type { EstateInvitation, EstateMember, EstateRole, MemberRole } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { changeMemberRole, getInvitations, getMembers, removeMember } from '../api/team';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import { TransferOwnershipDialog } from './TransferOwnershipDialog';
import '../../../i18n/parts/team';
import { assignableRoles, roleMay } from '../../common/utils/roles';

export interface TeamTabProps {
  estateId: string;
  estateName: string;
  /** The caller's role on the estate. */
  role: EstateRole;
  /** Told of the caller's new role (after handing the estate to someone else). */
  onRoleChanged?: (role: EstateRole) => void;
}

/** Whether a caller with `mine` may change or remove a member with `theirs`. */
function mayManage(mine: EstateRole, theirs: EstateRole): boolean {
  if (theirs === 'owner') return false;
  return assignableRoles(mine).includes(theirs as MemberRole);
}

/** An estate's team: members and roles, pending invitations, the Invite dialog. */
export function TeamTab({ estateId, estateName, role: givenRole, onRoleChanged }: TeamTabProps) {
  const { t } = useT();
  // After a transfer the caller is a manager, whatever the page said before.
  const [changedRole, setChangedRole] = useState<EstateRole | null>(null);
  const role = changedRole ?? givenRole;
  const userId = useAuthStore((state) => state.userId);
  const canManage = roleMay(role, 'manageMembers');
  const loadMembers = useCallback(() => getMembers(estateId), [estateId]);
  const members = useLoad(loadMembers, t('team.loadFailed'));
  const loadInvitations = useCallback(
    () => (canManage ? getInvitations(estateId) : Promise.resolve([] as EstateInvitation[])),
    [estateId, canManage],
  );
  const invitations = useLoad(loadInvitations, t('team.loadFailed'));
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<EstateMember | null>(null);
  const [transferTo, setTransferTo] = useState<EstateMember | null>(null);
  const [busy, setBusy] = useState(false);

  const changeRole = (member: EstateMember, next: MemberRole) => {
    changeMemberRole(estateId, member.userId, next).then(
      () => {
        members.setData(
          (members.data ?? []).map((row) =>
            row.userId === member.userId ? { ...row, role: next } : row,
          ),
        );
        notifySuccess(t('team.roleChanged', { name: member.name, role: t(`team.roles.${next}`) }));
      },
      (failure: unknown) => notifyError(errorMessage(failure, t('team.roleChangeFailed'))),
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    setBusy(true);
    removeMember(estateId, member.userId)
      .then(() => {
        members.setData((members.data ?? []).filter((row) => row.userId !== member.userId));
        notifySuccess(t('team.removed', { name: member.name }));
        setRemoving(null);
      })
      .catch((failure: unknown) => notifyError(errorMessage(failure, t('team.removeFailed'))))
      .finally(() => setBusy(false));
  };

  const transferred = (team: EstateMember[], member: EstateMember) => {
    members.setData(team);
    setTransferTo(null);
    setChangedRole('manager');
    onRoleChanged?.('manager');
    notifySuccess(t('team.transferred', { name: member.name, estate: estateName }));
  };

  if (members.status === 'loading' && !members.data) {
    return <LoadingState label={t('team.loading')} />;
  }
  if (members.status === 'error' || members.status === 'not-found') {
    return <Alert severity="error">{members.error ?? t('team.loadFailed')}</Alert>;
  }

  return (
    <Box component="section" aria-labelledby="team-members-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="team-members-heading" variant="h2" component="h2" sx={{ flex: 1 }}>
          {t('team.members')}
        </Typography>
        {canManage && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            {t('team.invite')}
          </Button>
        )}
      </Box>
      <List aria-labelledby="team-members-heading">
        {(members.data ?? []).map((member) => {
          const self = member.userId === userId;
          const manageable = canManage && !self && mayManage(role, member.role);
          return (
            <ListItem
              key={member.userId}
              divider
              secondaryAction={
                manageable ? (
                  <>
                    {role === 'owner' && (
                      <IconButton
                        aria-label={t('team.transfer', { name: member.name })}
                        title={t('team.transfer', { name: member.name })}
                        onClick={() => setTransferTo(member)}
                      >
                        <KeyIcon />
                      </IconButton>
                    )}
                    <IconButton
                      edge="end"
                      aria-label={t('team.remove', { name: member.name })}
                      onClick={() => setRemoving(member)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                ) : undefined
              }
            >
              <ListItemText
                primary={self ? `${member.name} (${t('team.you')})` : member.name}
                secondary={member.email}
              />
              {manageable ? (
                <TextField
                  select
                  size="small"
                  label={t('team.roleOf', { name: member.name })}
                  value={member.role}
                  onChange={(event) => changeRole(member, event.target.value as MemberRole)}
                  sx={{ minWidth: 180, mr: role === 'owner' ? 9 : 4 }}
                >
                  {assignableRoles(role).map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`team.roles.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Chip label={t(`team.roles.${member.role}`)} size="small" sx={{ mr: 4 }} />
              )}
            </ListItem>
          );
        })}
      </List>
      {canManage && (
        <PendingInvitations
          estateId={estateId}
          invitations={invitations.data}
          onChange={invitations.setData}
        />
      )}
      {canManage && (
        <InviteDialog
          open={inviting}
          estateId={estateId}
          estateName={estateName}
          roles={assignableRoles(role)}
          onClose={() => setInviting(false)}
          onInvited={(invitation) => invitations.setData([invitation, ...(invitations.data ?? [])])}
        />
      )}
      {role === 'owner' && (
        <TransferOwnershipDialog
          estateId={estateId}
          estateName={estateName}
          member={transferTo}
          onClose={() => setTransferTo(null)}
          onTransferred={transferred}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('team.removeTitle', { name: removing?.name ?? '' })}
        description={t('team.removeDescription', { name: removing?.name ?? '' })}
        confirmLabel={t('team.removeConfirm')}
        busyLabel={t('team.removing')}
        busy={busy}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
