import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatLanguage } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

/** "4.3" (one decimal; "4,3" in Greek). */
export function oneDecimal(value: number): string {
  const text = value.toFixed(1);
  return formatLanguage() === 'el' ? text.replace('.', ',') : text;
}

/**
 * A listing's ratings from its past tenants as 5 stars with the average (one decimal) and
 * the count; "No ratings yet" while nobody has rated (spec: ratings use 5 stars).
 */
export function RentalRating({ ratings }: { ratings: RentalListing['ratings'] | undefined }) {
  const { t } = useT();
  const count = ratings?.count ?? 0;
  const average = count > 0 ? Number(ratings?.average ?? 0) : 0;
  const shown = oneDecimal(average);
  const label =
    count === 0 ? t('common.rating.none') : t('common.rating.rated', { average: shown });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Rating value={average} precision={0.1} max={5} readOnly size="small" aria-label={label} />
      <Typography variant="body2" color="text.secondary" data-testid="rental-rating">
        {count === 0
          ? t('common.rating.none')
          : t('common.rating.summary', { average: shown, count })}
      </Typography>
    </Box>
  );
}
