import Typography from '@mui/material/Typography';
import type { MapEstate } from '@grovekeeper/shared';
import { formatEuros } from '@grovekeeper/shared';

/** Address, type, trees, price (listed estates) and status: the card's and the list's facts. */
export function EstateFacts({ estate }: { estate: MapEstate }) {
  const facts = [
    estate.type,
    `${estate.treeCount} trees`,
    ...(estate.price !== null ? [`${formatEuros(estate.price)} / month`] : []),
    estate.status,
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
