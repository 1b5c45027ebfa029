import { useEffect, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MapEstate } from '@grovekeeper/shared';
import { estateColor } from '../utils/map-layers';
import { useT } from '../../../i18n';
import { EstateFacts } from './EstateFacts';
import { EstateTitleLink } from './EstateTitleLink';
import '../../../i18n/parts/estatesMap';

export const LIST_PAGE_SIZE = 50;

/**
 * The shown estates as a list: the keyboard and screen-reader alternative to the markers,
 * paged so 5,000 estates cost 50 rows of DOM.
 */
export function MapEstateList({ estates }: { estates: MapEstate[] }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(estates.length / LIST_PAGE_SIZE));
  useEffect(() => setPage(1), [estates]);
  const rows = estates.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  return (
    <Stack component="section" aria-labelledby="estates-map-list-title" sx={{ gap: 1 }}>
      <Typography id="estates-map-list-title" variant="h3" component="h2">
        {t('estatesMap.list.heading')}
      </Typography>
      <List dense aria-label={t('estatesMap.list.heading')} disablePadding>
        {rows.map((estate) => (
          <ListItem
            key={estate.id}
            divider
            sx={{ display: 'block', borderLeft: 4, borderColor: estateColor(estate), pl: 1.5 }}
          >
            <EstateTitleLink estate={estate} />
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {estate.isOwner ? t('estatesMap.list.mine') : t('estatesMap.list.others')}
            </Typography>
            <EstateFacts estate={estate} />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => setPage(next)}
          aria-label={t('estatesMap.list.pages')}
          size="small"
        />
      )}
    </Stack>
  );
}
