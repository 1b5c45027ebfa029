import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCommonT } from '../i18n/common';
import type { ViewMode } from '../types/view-mode';

export type { ViewMode } from '../types/view-mode';

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/** The grid/list switch used by estates, trees, rentals and contracts lists. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  const { t } = useCommonT();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: ViewMode | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('viewToggle.label')}
    >
      <ToggleButton value="grid" aria-label={t('viewToggle.grid')}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('viewToggle.list')}>
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
