import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type MapMode = 'view' | 'edit' | 'add';

export interface MapModeToggleProps {
  value: MapMode;
  onChange: (mode: MapMode) => void;
  disabled?: boolean;
}

export function MapModeToggle({ value, onChange, disabled }: MapModeToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      disabled={disabled}
      aria-label="Map mode"
      onChange={(_event, next: MapMode | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="view">
        <VisibilityIcon fontSize="small" sx={{ mr: 0.5 }} />
        View
      </ToggleButton>
      <ToggleButton value="edit">
        <OpenWithIcon fontSize="small" sx={{ mr: 0.5 }} />
        Edit Positions
      </ToggleButton>
      <ToggleButton value="add">
        <AddLocationIcon fontSize="small" sx={{ mr: 0.5 }} />
        Add Tree
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
