import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { RentalApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { ApplicationDecision } from '../api/update-application-status';
import '../../../i18n/parts/applications';

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
  const { t } = useT();
  const who = application.applicant?.name ?? t('applications.actions.theApplicant');
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
        {t('applications.actions.viewContract')}
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
          aria-label={t('applications.actions.approveFrom', { who })}
          onClick={() => onDecide(application, 'approved')}
        >
          {t('applications.actions.approve')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy}
          aria-label={t('applications.actions.rejectFrom', { who })}
          onClick={() => onDecide(application, 'rejected')}
        >
          {t('applications.actions.reject')}
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
        {t('applications.actions.createContract')}
      </Button>
    );
  }
  if (!actions) return null;
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>;
}
