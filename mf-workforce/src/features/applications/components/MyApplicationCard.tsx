import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { BusyButton } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ApplicationStatusChip } from '../../common/components/ApplicationStatusChip';
import { canWithdraw } from '../utils/owner-actions';
import { ApplicationMessage } from './ApplicationMessage';
import { JobSummary } from './JobSummary';

export interface MyApplicationCardProps {
  application: WorkforceApplication;
  busy: boolean;
  onWithdraw: (application: WorkforceApplication) => void;
}

/** An application I sent: the job, its employer, where it stands; Withdraw while pending. */
export function MyApplicationCard({ application, busy, onWithdraw }: MyApplicationCardProps) {
  const { t } = useT();
  const title = application.jobListing.title;
  return (
    <Card
      component="article"
      aria-label={t('applications.my.cardLabel', { title })}
      data-testid="my-application"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ApplicationStatusChip status={application.status} />
        </Box>
        <JobSummary application={application} showEmployer asHeading />
        <ApplicationMessage message={application.message} />
      </CardContent>
      {canWithdraw(application.status) && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <BusyButton
            busy={busy}
            color="error"
            variant="outlined"
            aria-label={t('applications.my.withdrawLabel', { title })}
            onClick={() => onWithdraw(application)}
          >
            {t('applications.my.withdraw')}
          </BusyButton>
        </CardActions>
      )}
    </Card>
  );
}
