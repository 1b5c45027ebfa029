import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';

export interface CropBadgesProps {
  crops: string[];
  /** Show only the first N (cards show 3, spec §9); all when left out. */
  limit?: number;
  /** Said instead when there are none ('No crops specified'); nothing when left out. */
  empty?: string;
}

/** The allowed crops as badges. */
export function CropBadges({ crops, limit, empty }: CropBadgesProps) {
  const { t } = useT();
  const shown = limit === undefined ? crops : crops.slice(0, limit);
  if (shown.length === 0) {
    return empty === undefined ? null : <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-label={t('fields.allowedCropsList')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((crop) => (
        <li key={crop}>
          <Chip label={crop} size="small" color="success" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
