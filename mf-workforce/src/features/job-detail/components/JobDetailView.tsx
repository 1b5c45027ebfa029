import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { BackLink, DetailColumns, PageHeader } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { JobStatusChip } from '../../common/components/JobStatusChip';
import { formatPay } from '../../common/utils/labels';
import { JobApplyPanel } from './JobApplyPanel';
import { JobDetailFacts } from './JobDetailFacts';

export interface JobDetailViewProps {
  listing: JobListing;
  /** The listing as it stands after the caller applied (with `myApplication` set). */
  onApplied: (listing: JobListing) => void;
}

/** A job listing in full, with what the caller may do: apply, or edit when it is theirs. */
export function JobDetailView({ listing, onApplied }: JobDetailViewProps) {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={listing.title}
        subtitle={formatPay(listing.payRate, listing.currency, listing.payType)}
        actions={<BackLink to="/workforce/job-listings">{t('detail.back')}</BackLink>}
      />
      <DetailColumns>
        <Card component="section" aria-label={t('detail.details')}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box>
              <JobStatusChip status={listing.status} />
            </Box>
            <JobDetailFacts listing={listing} />
          </CardContent>
        </Card>
        <JobApplyPanel listing={listing} onApplied={onApplied} />
      </DetailColumns>
    </>
  );
}
