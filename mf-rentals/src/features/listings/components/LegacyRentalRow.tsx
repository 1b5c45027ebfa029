import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { formatArea } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatDuration, formatPrice } from '../../common/utils/format';
import '../../../i18n/parts/listings';

/** The older listing row: estate, price, duration and size on one line. */
export function LegacyRentalRow({ rental }: { rental: RentalListing }) {
  const { t } = useT();
  const name = rental.estate?.name ?? t('common.rentalListing');
  return (
    <ListItem
      divider
      data-testid="legacy-rental-row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
      secondaryAction={
        <Button
          component={RouterLink}
          to={`/rentals/${rental._id}`}
          size="small"
          aria-label={t('common.viewDetailsOf', { name })}
        >
          {t('common.viewDetails')}
        </Button>
      }
    >
      <ListItemText
        sx={{ pr: 14 }}
        primary={`${name} · ${formatPrice(rental.price, rental.priceType)}`}
        secondary={t('listings.legacy.rowDetails', {
          duration: formatDuration(rental.duration, rental.durationType),
          area: formatArea(rental.landArea),
          count: rental.availableTrees,
          owner: rental.owner?.name ?? t('common.unknown'),
        })}
      />
    </ListItem>
  );
}
