import Typography from '@mui/material/Typography';
import type { MapEstate } from '@grovekeeper/shared';
import { formatEuros } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { mapStatusLabel, propertyTypeLabel } from '../../../i18n/values';
import '../../../i18n/parts/estatesMap';

/** Address, type, trees, price (listed estates) and status: the card's and the list's facts. */
export function EstateFacts({ estate }: { estate: MapEstate }) {
  const { t } = useT();
  const facts = [
    propertyTypeLabel(estate.type),
    t('estatesMap.facts.trees', { count: estate.treeCount }),
    ...(estate.price !== null
      ? [t('estatesMap.facts.price', { price: formatEuros(estate.price) })]
      : []),
    mapStatusLabel(estate.status),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {estate.address}
      </Typography>
      <Typography variant="body2">{facts.join(' · ')}</Typography>
    </>
  );
}
