import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Rating as RatingValue } from '@grovekeeper/shared';

/** A worker's rating as 5 stars with the average and the number of ratings (spec §2). */
export function RatingStars({ rating }: { rating: RatingValue }) {
  const text =
    rating.count === 0
      ? 'No ratings yet'
      : `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'})`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Rating
        value={rating.average}
        precision={0.5}
        max={5}
        readOnly
        size="small"
        aria-label={
          rating.count === 0 ? 'No ratings yet' : `Rated ${rating.average.toFixed(1)} out of 5`
        }
      />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
