import { useEffect, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { i18nKey } from '@grovekeeper/shared';
import type { MapEstate, MemberRole } from '@grovekeeper/shared';
import { estateColor } from '../utils/map-layers';
import { useT } from '../../../i18n';
import { EstateFacts } from './EstateFacts';
import { EstateTitleLink } from './EstateTitleLink';
import '../../../i18n/parts/estatesMap';

export const LIST_PAGE_SIZE = 50;

/** The caption of a team's estate, by the caller's role on it. */
const TEAM_CAPTIONS: Record<MemberRole, string> = {
  manager: i18nKey('estatesMap.list.team.manager'),
  field_staff: i18nKey('estatesMap.list.team.field_staff'),
  viewer: i18nKey('estatesMap.list.team.viewer'),
};

/** "My estate", "Team estate (role)" or "Available for rent". */
function captionKey(estate: MapEstate): string {
  if (estate.isOwner) return i18nKey('estatesMap.list.mine');
  if (estate.role && estate.role !== 'owner') return TEAM_CAPTIONS[estate.role];
  return i18nKey('estatesMap.list.others');
}

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
              {t(captionKey(estate))}
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
