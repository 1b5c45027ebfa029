import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fact, FactList, formatDate, formatHectares } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { CropBadges } from '../../common/components/CropBadges';
import { RentalStatusChip } from '../../common/components/RentalStatusChip';
import { formatDuration, formatPrice } from '../../common/utils/format';

/** The listing as anyone sees it. */
export function RentalFacts({ rental }: { rental: RentalListing }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FactList columns={3}>
        <Fact label="Owner">{rental.owner?.name ?? 'Unknown'}</Fact>
        <Fact label="Land Area">{formatHectares(rental.landArea)}</Fact>
        <Fact label="Available Trees">{rental.availableTrees}</Fact>
        <Fact label="Price">{formatPrice(rental.price, rental.priceType)}</Fact>
        <Fact label="Duration">{formatDuration(rental.duration, rental.durationType)}</Fact>
        <Fact label="Start Date">{formatDate(rental.startDate) || 'Not set'}</Fact>
        <Fact label="Status">
          <RentalStatusChip status={rental.status} />
        </Fact>
      </FactList>
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Allowed Crops
        </Typography>
        <CropBadges crops={rental.allowedCrops ?? []} empty="No crops specified" />
      </Box>
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Description
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={rental.description ? undefined : 'text.secondary'}
        >
          {rental.description || 'No description provided'}
        </Typography>
      </Box>
    </Box>
  );
}
