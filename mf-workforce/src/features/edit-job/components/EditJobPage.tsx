import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router-dom';
import { BackLink, LoadingState, PageHeader, i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { useJobListing } from '../../job-detail/hooks/useJobListing';
import { EditJobForm } from './EditJobForm';

/**
 * `/workforce/job-listings/:id/edit`: the owner edits every field of a listing. A failed
 * load goes back to My Job Listings with the toast (spec §2 and §8).
 */
export function EditJobPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const { listing, status } = useJobListing(id, useFixedText(i18nKey('edit.loadFailed')));

  let content;
  if (status === 'loading') content = <LoadingState label={t('detail.loading')} />;
  else if (status !== 'ready' || !listing)
    return <Navigate to="/workforce/my-job-listings" replace />;
  else if (!listing.isOwnedByMe) {
    content = <Alert severity="warning">{t('edit.notOwner')}</Alert>;
  } else content = <EditJobForm key={listing._id} listing={listing} />;

  return (
    <>
      <PageHeader
        title={t('edit.title')}
        subtitle={listing?.title}
        actions={<BackLink to="/workforce/my-job-listings">{t('edit.back')}</BackLink>}
      />
      {content}
    </>
  );
}
