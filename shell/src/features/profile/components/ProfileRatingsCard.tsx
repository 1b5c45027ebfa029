import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLanguage } from '@grovekeeper/shared';
import type { PartyRatings } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/profile';

type RatingSummary = PartyRatings['asOwner'];

/** "4.3" (one decimal; "4,3" in Greek). */
function oneDecimal(value: number): string {
  const text = value.toFixed(1);
  return formatLanguage() === 'el' ? text.replace('.', ',') : text;
}

function RatingLine({
  id,
  heading,
  rating,
}: {
  id: string;
  heading: string;
  rating: RatingSummary;
}) {
  const { t } = useT();
  const count = rating?.count ?? 0;
  const average = count > 0 ? Number(rating.average) : 0;
  const shown = oneDecimal(average);
  const label =
    count === 0 ? t('profile.ratings.none') : t('profile.ratings.rated', { average: shown });
  return (
    <Box component="section" aria-labelledby={id} data-testid={id}>
      <Typography id={id} variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={average} precision={0.1} max={5} readOnly aria-label={label} />
        <Typography variant="body2" color="text.secondary">
          {count === 0
            ? t('profile.ratings.none')
            : t('profile.ratings.summary', { average: shown, count })}
        </Typography>
      </Box>
    </Box>
  );
}

/** What the user's landlords and tenants said of them, after their rental contracts ended. */
export function ProfileRatingsCard({ ratings }: { ratings: PartyRatings }) {
  const { t } = useT();
  return (
    <Card component="section" aria-labelledby="profile-ratings-heading">
      <CardContent>
        <Typography id="profile-ratings-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('profile.ratings.title')}
        </Typography>
        <Stack spacing={2}>
          <RatingLine
            id="profile-ratings-owner"
            heading={t('profile.ratings.asOwner')}
            rating={ratings.asOwner}
          />
          <RatingLine
            id="profile-ratings-tenant"
            heading={t('profile.ratings.asTenant')}
            rating={ratings.asTenant}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
