import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fact, FactList, formatArea, formatDate } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { CropBadges } from '../../common/components/CropBadges';
import { RentalRating } from '../../common/components/RentalRating';
import { RentalStatusChip } from '../../common/components/RentalStatusChip';
import { formatDuration, formatPrice } from '../../common/utils/format';
import '../../../i18n/parts/rental-detail';

/** The listing as anyone sees it. */
export function RentalFacts({ rental }: { rental: RentalListing }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FactList columns={3}>
        <Fact label={t('fields.owner')}>{rental.owner?.name ?? t('common.unknown')}</Fact>
        <Fact label={t('fields.landArea')}>{formatArea(rental.landArea)}</Fact>
        <Fact label={t('fields.availableTrees')}>{rental.availableTrees}</Fact>
        <Fact label={t('fields.price')}>{formatPrice(rental.price, rental.priceType)}</Fact>
        <Fact label={t('fields.duration')}>
          {formatDuration(rental.duration, rental.durationType)}
        </Fact>
        <Fact label={t('fields.startDate')}>
          {formatDate(rental.startDate) || t('detail.notSet')}
        </Fact>
        <Fact label={t('fields.status')}>
          <RentalStatusChip status={rental.status} />
        </Fact>
        <Fact label={t('fields.rating')}>
          <RentalRating ratings={rental.ratings} />
        </Fact>
      </FactList>
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('fields.allowedCrops')}
        </Typography>
        <CropBadges crops={rental.allowedCrops ?? []} empty={t('common.noCropsSpecified')} />
      </Box>
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('fields.description')}
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={rental.description ? undefined : 'text.secondary'}
        >
          {rental.description || t('detail.noDescription')}
        </Typography>
      </Box>
    </Box>
  );
}
