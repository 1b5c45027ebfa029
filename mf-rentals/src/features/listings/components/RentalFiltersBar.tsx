import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateOnlyPicker } from '../../../components/DateOnlyPicker';
import { DurationTypeSelect } from '../../../components/DurationTypeSelect';
import { PriceField } from '../../../components/PriceField';
import { DEFAULT_FILTERS } from '../utils/filters';
import type { Ownership, RentalFilters } from '../utils/filters';

export interface RentalFiltersBarProps {
  filters: RentalFilters;
  onChange: (filters: RentalFilters) => void;
}

const OWNERSHIP_OPTIONS: { value: Ownership; label: string }[] = [
  { value: 'all', label: 'All listings' },
  { value: 'mine', label: 'My listings' },
  { value: 'others', label: "Others' listings" },
];

/** The browse view's filters; the server applies them (GET /api/rentals/available). */
export function RentalFiltersBar({ filters, onChange }: RentalFiltersBarProps) {
  const set = <K extends keyof RentalFilters>(key: K, value: RentalFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter rental listings"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        label="Search"
        type="search"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        placeholder="Estate name or address"
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <PriceField
        label="Min Price (€)"
        required={false}
        min={0}
        value={filters.minPrice}
        onChange={(minPrice) => set('minPrice', minPrice)}
      />
      <PriceField
        label="Max Price (€)"
        required={false}
        min={0}
        value={filters.maxPrice}
        onChange={(maxPrice) => set('maxPrice', maxPrice)}
      />
      <DurationTypeSelect
        anyLabel="Any duration"
        value={filters.durationType}
        onChange={(durationType) => set('durationType', durationType)}
      />
      <DateOnlyPicker
        label="Available From"
        value={filters.availableFrom}
        onChange={(value) => set('availableFrom', value)}
      />
      <TextField
        select
        label="Ownership"
        value={filters.ownership}
        onChange={(event) => set('ownership', event.target.value as Ownership)}
      >
        {OWNERSHIP_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.showDrafts}
              onChange={(event) => set('showDrafts', event.target.checked)}
            />
          }
          label="Show drafts"
        />
        <Button type="button" onClick={() => onChange(DEFAULT_FILTERS)}>
          Clear filters
        </Button>
      </Box>
    </Box>
  );
}
