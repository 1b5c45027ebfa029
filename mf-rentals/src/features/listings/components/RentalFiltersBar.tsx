import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  ClearFiltersButton,
  FilterBar,
  FilterSearchField,
  FilterSelect,
  useFilterSetter,
} from '@grovekeeper/shared/filters';
import { DateOnlyPicker } from '../../common/components/DateOnlyPicker';
import { DurationTypeSelect } from '../../common/components/DurationTypeSelect';
import { PriceField } from '../../common/components/PriceField';
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
  const set = useFilterSetter(filters, onChange);
  return (
    <FilterBar label="Filter rental listings" columns={{ sm: 2, md: 4 }}>
      <FilterSearchField
        label="Search"
        value={filters.search}
        onChange={(value) => set('search', value)}
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
      <FilterSelect
        label="Ownership"
        value={filters.ownership}
        options={OWNERSHIP_OPTIONS}
        // No empty option: the select always holds one of the three.
        onChange={(value) => set('ownership', value || DEFAULT_FILTERS.ownership)}
      />
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
        <ClearFiltersButton onClear={() => onChange(DEFAULT_FILTERS)} />
      </Box>
    </FilterBar>
  );
}
