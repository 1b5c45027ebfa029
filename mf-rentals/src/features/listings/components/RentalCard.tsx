import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Fact, FactList, formatArea } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { CropBadges } from '../../common/components/CropBadges';
import { RentalRating } from '../../common/components/RentalRating';
import { RentalStatusChip } from '../../common/components/RentalStatusChip';
import { formatDuration, formatPrice } from '../../common/utils/format';
import { PendingApplicationsLink } from './PendingApplicationsLink';
import '../../../i18n/parts/listings';

export interface RentalCardProps {
  rental: RentalListing;
  isOwner: boolean;
  onDelete: (rental: RentalListing) => void;
}

/** One listing: the facts a renter compares, the first 3 crops, and the owner's actions. */
export function RentalCard({ rental, isOwner, onDelete }: RentalCardProps) {
  const { t } = useT();
  const name = rental.estate?.name ?? t('common.rentalListing');
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="rental-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flex: 1, wordBreak: 'break-word' }}>
            {name}
          </Typography>
          {rental.status !== 'available' && <RentalStatusChip status={rental.status} />}
          {isOwner && <Chip size="small" color="primary" label={t('listings.card.yours')} />}
        </Box>
        {rental.estate?.address && (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" color="text.secondary" noWrap title={rental.estate.address}>
              {rental.estate.address}
            </Typography>
          </Box>
        )}
        <RentalRating ratings={rental.ratings} />
        <FactList columns={2}>
          <Fact label={t('fields.owner')}>{rental.owner?.name ?? t('common.unknown')}</Fact>
          <Fact label={t('fields.landArea')}>{formatArea(rental.landArea)}</Fact>
          <Fact label={t('fields.availableTrees')}>{rental.availableTrees}</Fact>
          <Fact label={t('fields.price')}>{formatPrice(rental.price, rental.priceType)}</Fact>
          <Fact label={t('fields.duration')}>
            {formatDuration(rental.duration, rental.durationType)}
          </Fact>
        </FactList>
        <CropBadges crops={rental.allowedCrops ?? []} limit={3} />
        {isOwner && (
          <PendingApplicationsLink rentalId={rental._id} count={rental.pendingApplications ?? 0} />
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/rentals/${rental._id}`}
          variant="contained"
          size="small"
          aria-label={t('common.viewDetailsOf', { name })}
        >
          {t('common.viewDetails')}
        </Button>
        {isOwner && (
          <Box sx={{ ml: 'auto', display: 'flex' }}>
            <IconButton
              component={RouterLink}
              to={`/rentals/${rental._id}/edit`}
              aria-label={t('common.editListingOf', { name })}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              color="error"
              aria-label={t('common.deleteListingOf', { name })}
              onClick={() => onDelete(rental)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        )}
      </CardActions>
    </Card>
  );
}
