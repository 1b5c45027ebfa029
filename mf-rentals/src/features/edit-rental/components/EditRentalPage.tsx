import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router-dom';
import {
  BackLink,
  isSameUser,
  LoadingState,
  PageHeader,
  useCurrentUserId,
} from '@grovekeeper/shared';
import { useRental } from '../../common/hooks/useRental';
import { EditRentalForm } from './EditRentalForm';

export const LOAD_RENTAL_DATA_FAILED = 'Failed to load rental data';

/** `/rentals/:rentalId/edit` and `/rentals/edit/:id`: the owner edits a listing's terms. */
export function EditRentalPage() {
  const params = useParams();
  const rentalId = params.rentalId ?? params.id ?? '';
  const userId = useCurrentUserId();
  const { rental, status } = useRental(rentalId, LOAD_RENTAL_DATA_FAILED, { toast: 'always' });

  let content;
  if (status === 'loading') content = <LoadingState label="Loading rental data..." />;
  else if (status !== 'ready' || !rental) return <Navigate to="/rentals" replace />;
  else if (!isSameUser(userId, rental.owner?._id)) {
    content = <Alert severity="warning">Only the owner of this listing can edit it.</Alert>;
  } else content = <EditRentalForm rental={rental} />;

  return (
    <>
      <PageHeader
        title="Edit Rental Listing"
        subtitle={rental?.estate?.name}
        actions={
          <BackLink to={rental ? `/rentals/${rental._id}` : '/rentals'}>Back to Listing</BackLink>
        }
      />
      {content}
    </>
  );
}
