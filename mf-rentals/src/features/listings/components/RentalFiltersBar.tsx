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
import { i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { DateOnlyPicker } from '../../common/components/DateOnlyPicker';
import { DurationTypeSelect } from '../../common/components/DurationTypeSelect';
import { PriceField } from '../../common/components/PriceField';
import { DEFAULT_FILTERS } from '../utils/filters';
import type { Ownership, RentalFilters } from '../utils/filters';
import '../../../i18n/parts/listings';

export interface RentalFiltersBarProps {
  filters: RentalFilters;
  onChange: (filters: RentalFilters) => void;
}

/** The ownership choices; `label` is a key, translated where the select is shown. */
const OWNERSHIP_OPTIONS: { value: Ownership; label: string }[] = [
  { value: 'all', label: i18nKey('listings.filters.ownershipOptions.all') },
  { value: 'mine', label: i18nKey('listings.filters.ownershipOptions.mine') },
  { value: 'others', label: i18nKey('listings.filters.ownershipOptions.others') },
];

/** The browse view's filters; the server applies them (GET /api/rentals/available). */
export function RentalFiltersBar({ filters, onChange }: RentalFiltersBarProps) {
  const { t } = useT();
  const set = useFilterSetter(filters, onChange);
  return (
    <FilterBar label={t('listings.filters.label')} columns={{ sm: 2, md: 4 }}>
      <FilterSearchField
        label={t('listings.filters.search')}
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder={t('listings.filters.searchPlaceholder')}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <PriceField
        label={t('fields.minPriceEuro')}
        required={false}
        min={0}
        value={filters.minPrice}
        onChange={(minPrice) => set('minPrice', minPrice)}
      />
      <PriceField
        label={t('fields.maxPriceEuro')}
        required={false}
        min={0}
        value={filters.maxPrice}
        onChange={(maxPrice) => set('maxPrice', maxPrice)}
      />
      <DurationTypeSelect
        anyLabel={t('listings.filters.anyDuration')}
        value={filters.durationType}
        onChange={(durationType) => set('durationType', durationType)}
      />
      <DateOnlyPicker
        label={t('listings.filters.availableFrom')}
        value={filters.availableFrom}
        onChange={(value) => set('availableFrom', value)}
      />
      <FilterSelect
        label={t('listings.filters.ownership')}
        value={filters.ownership}
        options={OWNERSHIP_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        // No empty option: the select always holds one of the three.
        onChange={(value) => set('ownership', value || DEFAULT_FILTERS.ownership)}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.showDrafts}
              onChange={(event) => set('showDrafts', event.target.checked)}
            />
          }
          label={t('listings.filters.showDrafts')}
        />
        <ClearFiltersButton onClear={() => onChange(DEFAULT_FILTERS)} />
      </Box>
    </FilterBar>
  );
}
