import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface CropBadgesProps {
  crops: string[];
  /** Show only the first N (cards show 3, spec §9); all when left out. */
  limit?: number;
}

/** The allowed crops as badges. */
export function CropBadges({ crops, limit }: CropBadgesProps) {
  const shown = limit === undefined ? crops : crops.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Allowed crops"
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
