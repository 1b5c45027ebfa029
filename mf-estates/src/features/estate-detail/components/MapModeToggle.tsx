import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../../../i18n';
import '../../../i18n/parts/detail';

export type MapMode = 'view' | 'edit' | 'add';

export interface MapModeToggleProps {
  value: MapMode;
  onChange: (mode: MapMode) => void;
  disabled?: boolean;
}

export function MapModeToggle({ value, onChange, disabled }: MapModeToggleProps) {
  const { t } = useT();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      disabled={disabled}
      aria-label={t('detailMap.modes.label')}
      // Greek labels are longer: the three buttons wrap on a phone instead of overflowing.
      sx={{ flexWrap: 'wrap', maxWidth: '100%' }}
      onChange={(_event, next: MapMode | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="view">
        <VisibilityIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('detailMap.modes.view')}
      </ToggleButton>
      <ToggleButton value="edit">
        <OpenWithIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('detailMap.modes.edit')}
      </ToggleButton>
      <ToggleButton value="add">
        <AddLocationIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('detailMap.modes.add')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
