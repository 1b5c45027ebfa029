import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Fact, FactList, formatDate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { JobStatusChip } from '../../common/components/JobStatusChip';
import { formatPay, labelOf } from '../../common/utils/labels';
import { JobListingActions } from './JobListingActions';
import type { JobListingActionsProps } from './JobListingActions';

/** One of the owner's listings on a phone, where the table's columns do not fit. */
export function MyJobListingCard(props: Omit<JobListingActionsProps, 'variant'>) {
  const { t } = useT();
  const { listing } = props;
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography variant="h3" component="h2" id={headingId}>
              {listing.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {listing.location || t('mine.noLocation')}
            </Typography>
          </Box>
          <JobStatusChip status={listing.status} />
        </Box>
        <FactList columns={2}>
          <Fact label={t('mine.columns.type')}>
            {`${labelOf(listing.jobType)} · ${labelOf(listing.workType)}`}
          </Fact>
          <Fact label={t('mine.columns.pay')}>
            {formatPay(listing.payRate, listing.currency, listing.payType)}
          </Fact>
          <Fact label={t('mine.columns.startDate')}>{formatDate(listing.startDate)}</Fact>
          <Fact label={t('mine.columns.applications')}>{listing.applicationCount}</Fact>
        </FactList>
      </CardContent>
      <CardActions>
        <JobListingActions {...props} variant="buttons" />
      </CardActions>
    </Card>
  );
}
