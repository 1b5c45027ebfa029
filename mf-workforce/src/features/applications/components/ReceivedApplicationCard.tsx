import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import { BusyButton } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ApplicationStatusChip } from '../../common/components/ApplicationStatusChip';
import { ownerActionsFor } from '../utils/owner-actions';
import type { OwnerDecision } from '../utils/owner-actions';
import { ApplicantDetails } from './ApplicantDetails';
import { ApplicationMessage } from './ApplicationMessage';
import { JobSummary } from './JobSummary';

export interface ReceivedApplicationCardProps {
  application: WorkforceApplication;
  busy: boolean;
  onDecide: (application: WorkforceApplication, decision: OwnerDecision) => void;
}

/** An application to one of my listings: the applicant, the job, and my next step. */
export function ReceivedApplicationCard({
  application,
  busy,
  onDecide,
}: ReceivedApplicationCardProps) {
  const { t } = useT();
  const actions = ownerActionsFor(application.status);
  const name = application.applicant.name;
  return (
    <Card
      component="article"
      aria-label={t('applications.received.cardLabel', { name })}
      data-testid="received-application"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <ApplicantDetails applicant={application.applicant} />
          <Box sx={{ flexShrink: 0 }}>
            <ApplicationStatusChip status={application.status} />
          </Box>
        </Box>
        <Divider />
        <JobSummary application={application} />
        <ApplicationMessage message={application.message} />
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {actions.map((decision) => {
            const action = t(`applications.received.decisions.${decision}`);
            return (
              <BusyButton
                key={decision}
                busy={busy}
                variant={decision === 'approved' ? 'contained' : 'outlined'}
                color={decision === 'approved' ? 'success' : 'error'}
                aria-label={t('applications.received.decisionLabel', { action, name })}
                onClick={() => onDecide(application, decision)}
              >
                {action}
              </BusyButton>
            );
          })}
        </CardActions>
      )}
    </Card>
  );
}
