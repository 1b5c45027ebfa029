import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatPay, labelOf } from '../../common/utils/labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface JobSummaryProps {
  application: WorkforceApplication;
  /** My Applications also name the employer. */
  showEmployer?: boolean;
  /** The job title is the card's heading where the job is what the card is about. */
  asHeading?: boolean;
}

/** The job an application is for: title (a link to it), type, start, pay and when it was sent. */
export function JobSummary({
  application,
  showEmployer = false,
  asHeading = false,
}: JobSummaryProps) {
  const { t } = useT();
  const job = application.jobListing;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component={asHeading ? 'h2' : 'p'} sx={{ fontWeight: 600 }}>
        <Link component={RouterLink} to={`/workforce/job-listings/${job._id}`}>
          {job.title}
        </Link>
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 1.5,
          m: 0,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {showEmployer && (
          <Fact label={t('applications.summary.employer')}>
            {job.employer?.name || t('applications.summary.unknown')}
          </Fact>
        )}
        <Fact label={t('applications.summary.jobType')}>{labelOf(job.jobType)}</Fact>
        <Fact label={t('applications.summary.startDate')}>{formatDate(job.startDate)}</Fact>
        <Fact label={t('applications.summary.pay')}>
          {formatPay(job.payRate, job.currency, job.payType)}
        </Fact>
        <Fact label={t('applications.summary.applied')}>{formatDate(application.appliedAt)}</Fact>
      </Box>
    </Box>
  );
}
