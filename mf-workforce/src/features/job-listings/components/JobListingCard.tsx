import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { SkillChips } from '../../common/components/SkillChips';
import { formatDays } from '../../common/utils/dates';
import { formatPay, labelOf } from '../../common/utils/labels';

/** Who offers the job: the employer, and the estate when the answer names it. */
function offeredBy(listing: JobListing): string {
  const estate = typeof listing.estate === 'object' && listing.estate ? listing.estate.name : '';
  const employer = listing.employer?.name ?? '';
  return [employer, estate].filter(Boolean).join(' · ');
}

/** One job on Browse Jobs: the essentials, the first 3 skills and a View Details link. */
export function JobListingCard({ listing }: { listing: JobListing }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h3" component="h2" id={headingId}>
            {listing.title}
          </Typography>
          <Chip size="small" label={labelOf(listing.workType)} color="primary" variant="outlined" />
        </Box>
        {offeredBy(listing) && (
          <Typography variant="body2" color="text.secondary">
            {offeredBy(listing)}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {formatPay(listing.payRate, listing.currency, listing.payType)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon fontSize="small" aria-hidden color="action" />
          <Typography variant="body2">
            {listing.location || t('listings.card.noLocation')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CalendarIcon fontSize="small" aria-hidden color="action" />
          <Typography variant="body2">
            {t('listings.card.starts', {
              date: formatDate(listing.startDate),
              duration: formatDays(listing.duration),
            })}
          </Typography>
        </Box>
        <SkillChips
          skills={listing.requiredSkills ?? []}
          limit={3}
          label={t('listings.card.requiredSkills')}
        />
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/workforce/job-listings/${listing._id}`}
          aria-label={t('listings.card.viewDetailsOf', { title: listing.title })}
        >
          {t('listings.card.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
