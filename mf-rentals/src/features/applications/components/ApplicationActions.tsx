import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { RentalApplication } from '@grovekeeper/shared';
import type { ApplicationDecision } from '../api/update-application-status';

export type ApplicationRole = 'owner' | 'applicant';

export interface ApplicationActionsProps {
  application: RentalApplication;
  role: ApplicationRole;
  busy: boolean;
  onDecide: (application: RentalApplication, status: ApplicationDecision) => void;
  onCreateContract: (application: RentalApplication) => void;
}

/**
 * The next step on an application: the owner approves or rejects a pending one and draws up
 * a contract from an approved one; once there is a contract, either party opens it.
 */
export function ApplicationActions({
  application,
  role,
  busy,
  onDecide,
  onCreateContract,
}: ApplicationActionsProps) {
  const who = application.applicant?.name ?? 'the applicant';
  let actions = null;
  if (application.contractId) {
    actions = (
      <Button
        component={RouterLink}
        to={`/rental-contracts/${application.contractId}`}
        size="small"
        variant="outlined"
        startIcon={<DescriptionIcon />}
      >
        View Contract
      </Button>
    );
  } else if (role === 'owner' && application.status === 'pending') {
    actions = (
      <>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy}
          aria-label={`Approve application from ${who}`}
          onClick={() => onDecide(application, 'approved')}
        >
          Approve
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy}
          aria-label={`Reject application from ${who}`}
          onClick={() => onDecide(application, 'rejected')}
        >
          Reject
        </Button>
      </>
    );
  } else if (role === 'owner' && application.status === 'approved') {
    actions = (
      <Button
        size="small"
        variant="contained"
        startIcon={<NoteAddIcon />}
        disabled={busy}
        onClick={() => onCreateContract(application)}
      >
        Create Contract
      </Button>
    );
  }
  if (!actions) return null;
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>;
}
