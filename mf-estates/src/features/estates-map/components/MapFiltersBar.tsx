import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MapOwnership, MapPropertyType } from '@grovekeeper/shared';
import { OWNERSHIP_OPTIONS, PROPERTY_TYPE_OPTIONS, STATUS_OPTIONS } from '../utils/map-filters';
import type { MapFilters, StatusFilter } from '../utils/map-filters';

export interface MapFiltersBarProps {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  onClear: () => void;
  clearable: boolean;
}

/** Ownership, search, property type and status, and Clear all; wraps on phones. */
export function MapFiltersBar({ filters, onChange, onClear, clearable }: MapFiltersBarProps) {
  const set = (patch: Partial<MapFilters>) => onChange({ ...filters, ...patch });
  const field = { size: 'small' as const, sx: { minWidth: { xs: '100%', sm: 170 } } };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: { xs: 'stretch', sm: 'center' } }}
      component="form"
      role="search"
      aria-label="Filter estates"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        label="Ownership"
        value={filters.ownership}
        onChange={(event) => set({ ownership: event.target.value as MapOwnership })}
        {...field}
      >
        {OWNERSHIP_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Search estates"
        placeholder="Name or address"
        type="search"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        size="small"
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 200 } }}
      />
      <TextField
        select
        label="Property Type"
        value={filters.propertyType}
        onChange={(event) => set({ propertyType: event.target.value as MapPropertyType | 'all' })}
        {...field}
      >
        <MenuItem value="all">All</MenuItem>
        {PROPERTY_TYPE_OPTIONS.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as StatusFilter | 'all' })}
        {...field}
      >
        <MenuItem value="all">All</MenuItem>
        {STATUS_OPTIONS.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" onClick={onClear} disabled={!clearable}>
        Clear all
      </Button>
    </Stack>
  );
}
