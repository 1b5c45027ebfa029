import { Navigate, useParams } from 'react-router-dom';
import { LoadingState, i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { useJobListing } from '../hooks/useJobListing';
import { JobDetailView } from './JobDetailView';

/**
 * `/workforce/job-listings/:id`. A listing that is missing or fails to load sends the
 * person back to Browse Jobs with the toast (spec §2 and §8).
 */
export function JobDetailPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const { listing, setListing, status } = useJobListing(
    id,
    useFixedText(i18nKey('detail.fetchFailed')),
  );

  if (status === 'loading') return <LoadingState label={t('detail.loading')} />;
  if (status !== 'ready' || !listing) return <Navigate to="/workforce/job-listings" replace />;
  return <JobDetailView listing={listing} onApplied={setListing} />;
}
