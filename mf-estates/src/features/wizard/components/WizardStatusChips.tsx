import ForestIcon from '@mui/icons-material/Forest';
import PlaceIcon from '@mui/icons-material/Place';
import PolylineIcon from '@mui/icons-material/Polyline';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatArea } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/wizard';

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
  const { t } = useT();
  const area = Number(landArea);
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}
      aria-label={t('wizard.chips.label')}
      role="group"
    >
      <Chip
        icon={<PlaceIcon />}
        label={address || t('wizard.chips.noAddress')}
        color={address ? 'primary' : 'default'}
        data-testid="chip-address"
        sx={{ maxWidth: '100%' }}
      />
      <Chip
        icon={<PolylineIcon />}
        label={t('wizard.chips.points', { count: pointCount })}
        color={pointCount >= 3 ? 'primary' : 'default'}
        data-testid="chip-boundary"
      />
      <Chip
        icon={<ForestIcon />}
        label={t('wizard.chips.detected', { count: detectedTrees })}
        data-testid="chip-detected"
      />
      <Chip
        icon={<SquareFootIcon />}
        label={area > 0 ? formatArea(area) : t('wizard.chips.noArea')}
        color={area > 0 ? 'primary' : 'default'}
        data-testid="chip-area"
      />
    </Box>
  );
}
