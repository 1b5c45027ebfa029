import { Navigate, useParams } from 'react-router-dom';
import { LoadingState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useRental } from '../../common/hooks/useRental';
import { RentalDetailView } from './RentalDetailView';
import { RentalNotFound } from './RentalNotFound';
import '../../../i18n/parts/rental-detail';

/**
 * `/rentals/:rentalId`. A listing that does not exist (404) gets its own page; any other
 * failure shows the toast and goes back to /rentals (spec §8).
 */
export function RentalDetailPage() {
  const { t } = useT();
  const { rentalId = '' } = useParams();
  const { rental, setRental, status } = useRental(rentalId, t('detail.loadFailed'));

  if (status === 'loading') return <LoadingState label={t('detail.loading')} />;
  if (status === 'not-found') return <RentalNotFound />;
  if (status === 'error' || !rental) return <Navigate to="/rentals" replace />;
  return <RentalDetailView key={rental._id} rental={rental} onSaved={setRental} />;
}
