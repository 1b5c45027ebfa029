import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/rental-detail';

/** A listing that does not exist or is not visible to this person. */
export function RentalNotFound() {
  const { t } = useT();
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('detail.notFound.title')}
      description={t('detail.notFound.text')}
      action={
        <Button component={RouterLink} to="/rentals" variant="contained">
          {t('common.backToRentals')}
        </Button>
      }
    />
  );
}
