import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { formatHectares } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { formatDuration, formatPrice } from '../../common/utils/format';

/** The older listing row: estate, price, duration and size on one line. */
export function LegacyRentalRow({ rental }: { rental: RentalListing }) {
  const name = rental.estate?.name ?? 'Rental listing';
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
          aria-label={`View Details of ${name}`}
        >
          View Details
        </Button>
      }
    >
      <ListItemText
        sx={{ pr: 14 }}
        primary={`${name} · ${formatPrice(rental.price, rental.priceType)}`}
        secondary={`${formatDuration(rental.duration, rental.durationType)} · ${formatHectares(
          rental.landArea,
        )} · ${rental.availableTrees} trees · Owner: ${rental.owner?.name ?? 'Unknown'}`}
      />
    </ListItem>
  );
}
