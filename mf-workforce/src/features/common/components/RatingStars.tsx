import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Rating as RatingValue } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { oneDecimal } from '../utils/worker-format';

/** A worker's rating as 5 stars with the average and the number of ratings (spec §2). */
export function RatingStars({ rating }: { rating: RatingValue }) {
  const { t } = useT();
  const average = oneDecimal(rating.average);
  const text =
    rating.count === 0 ? t('rating.none') : t('rating.summary', { average, count: rating.count });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Rating
        value={rating.average}
        precision={0.5}
        max={5}
        readOnly
        size="small"
        aria-label={rating.count === 0 ? t('rating.none') : t('rating.rated', { average })}
      />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
