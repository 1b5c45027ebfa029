import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MapOwnership, MapPropertyType } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { mapStatusLabel, propertyTypeLabel } from '../../../i18n/values';
import { OWNERSHIP_OPTIONS, PROPERTY_TYPE_OPTIONS, STATUS_OPTIONS } from '../utils/map-filters';
import type { MapFilters, StatusFilter } from '../utils/map-filters';
import '../../../i18n/parts/estatesMap';

export interface MapFiltersBarProps {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  onClear: () => void;
  clearable: boolean;
}

/** Ownership, search, property type and status, and Clear all; wraps on phones. */
export function MapFiltersBar({ filters, onChange, onClear, clearable }: MapFiltersBarProps) {
  const { t } = useT();
  const set = (patch: Partial<MapFilters>) => onChange({ ...filters, ...patch });
  const field = { size: 'small' as const, sx: { minWidth: { xs: '100%', sm: 170 } } };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: { xs: 'stretch', sm: 'center' } }}
      component="form"
      role="search"
      aria-label={t('estatesMap.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        label={t('estatesMap.filters.ownership')}
        value={filters.ownership}
        onChange={(event) => set({ ownership: event.target.value as MapOwnership })}
        {...field}
      >
        {OWNERSHIP_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(option.label)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('estatesMap.filters.search')}
        placeholder={t('estatesMap.filters.searchPlaceholder')}
        type="search"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        size="small"
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 200 } }}
      />
      <TextField
        select
        label={t('estatesMap.filters.propertyType')}
        value={filters.propertyType}
        onChange={(event) => set({ propertyType: event.target.value as MapPropertyType | 'all' })}
        {...field}
      >
        <MenuItem value="all">{t('estatesMap.filters.all')}</MenuItem>
        {PROPERTY_TYPE_OPTIONS.map((type) => (
          <MenuItem key={type} value={type}>
            {propertyTypeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('estatesMap.filters.status')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as StatusFilter | 'all' })}
        {...field}
      >
        <MenuItem value="all">{t('estatesMap.filters.all')}</MenuItem>
        {STATUS_OPTIONS.map((status) => (
          <MenuItem key={status} value={status}>
            {mapStatusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" onClick={onClear} disabled={!clearable}>
        {t('actions.clearAll')}
      </Button>
    </Stack>
  );
}
