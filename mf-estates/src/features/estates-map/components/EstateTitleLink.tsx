import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { MapEstate } from '@grovekeeper/shared';
import { estateHref } from '../utils/map-layers';

/** The estate's name, linking to its map tab (own) or its rental listing (others'). */
export function EstateTitleLink({ estate }: { estate: MapEstate }) {
  return (
    <Link component={RouterLink} to={estateHref(estate)} underline="hover" sx={{ fontWeight: 600 }}>
      {estate.name}
    </Link>
  );
}
