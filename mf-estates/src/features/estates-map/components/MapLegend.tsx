import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { OTHER_COLOR, OWN_COLOR } from '../utils/map-layers';
import '../../../i18n/parts/estatesMap';

const ENTRIES = [
  { color: OWN_COLOR, label: i18nKey('estatesMap.legend.mine') },
  { color: OTHER_COLOR, label: i18nKey('estatesMap.legend.others') },
];

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useT();
  return (
    <Stack direction="row" component="ul" sx={{ gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {ENTRIES.map((entry) => (
        <Stack
          key={entry.label}
          component="li"
          direction="row"
          sx={{ alignItems: 'center', gap: 0.75 }}
        >
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.color }}
          />
          <Typography variant="body2">{t(entry.label)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
