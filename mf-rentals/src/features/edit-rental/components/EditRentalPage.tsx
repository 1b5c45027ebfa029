import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router-dom';
import {
  BackLink,
  isSameUser,
  LoadingState,
  PageHeader,
  useCurrentUserId,
} from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useRental } from '../../common/hooks/useRental';
import { EditRentalForm } from './EditRentalForm';

/** `/rentals/:rentalId/edit` and `/rentals/edit/:id`: the owner edits a listing's terms. */
export function EditRentalPage() {
  const { t } = useT();
  const params = useParams();
  const rentalId = params.rentalId ?? params.id ?? '';
  const userId = useCurrentUserId();
  const { rental, status } = useRental(rentalId, t('editRental.loadFailed'), {
    toast: 'always',
  });

  let content;
  if (status === 'loading') content = <LoadingState label={t('editRental.loading')} />;
  else if (status !== 'ready' || !rental) return <Navigate to="/rentals" replace />;
  else if (!isSameUser(userId, rental.owner?._id)) {
    content = <Alert severity="warning">{t('editRental.onlyOwner')}</Alert>;
  } else content = <EditRentalForm rental={rental} />;

  return (
    <>
      <PageHeader
        title={t('editRental.title')}
        subtitle={rental?.estate?.name}
        actions={
          <BackLink to={rental ? `/rentals/${rental._id}` : '/rentals'}>
            {t('common.backToListing')}
          </BackLink>
        }
      />
      {content}
    </>
  );
}
