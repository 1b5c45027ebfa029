import ForestIcon from '@mui/icons-material/Forest';
import PlaceIcon from '@mui/icons-material/Place';
import PolylineIcon from '@mui/icons-material/Polyline';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatHectares } from '@grovekeeper/shared';

export interface WizardStatusChipsProps {
  address: string;
  pointCount: number;
  detectedTrees: number;
  landArea: string;
}

/** What the picker has given the wizard so far. */
export function WizardStatusChips({
  address,
  pointCount,
  detectedTrees,
  landArea,
}: WizardStatusChipsProps) {
  const area = Number(landArea);
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}
      aria-label="Estate status"
      role="group"
    >
      <Chip
        icon={<PlaceIcon />}
        label={address || 'No address selected'}
        color={address ? 'primary' : 'default'}
        data-testid="chip-address"
        sx={{ maxWidth: '100%' }}
      />
      <Chip
        icon={<PolylineIcon />}
        label={`${pointCount} boundary points`}
        color={pointCount >= 3 ? 'primary' : 'default'}
        data-testid="chip-boundary"
      />
      <Chip
        icon={<ForestIcon />}
        label={`${detectedTrees} trees detected`}
        data-testid="chip-detected"
      />
      <Chip
        icon={<SquareFootIcon />}
        label={area > 0 ? formatHectares(area) : 'No land area'}
        color={area > 0 ? 'primary' : 'default'}
        data-testid="chip-area"
      />
    </Box>
  );
}
