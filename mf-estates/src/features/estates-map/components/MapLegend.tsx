import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTHER_COLOR, OWN_COLOR } from '../utils/map-layers';

const ENTRIES = [
  { color: OWN_COLOR, label: 'My estates' },
  { color: OTHER_COLOR, label: 'Available for rent' },
];

/** What the marker colours mean. */
export function MapLegend() {
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
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
