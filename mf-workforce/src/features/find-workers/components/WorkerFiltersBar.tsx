import Box from '@mui/material/Box';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '@grovekeeper/shared';
import {
  ClearFiltersButton,
  FilterBar,
  FilterSearchField,
  FilterSelect,
  useFilterSetter,
} from '@grovekeeper/shared/filters';
import { WorkerSkillsSelect } from '../../common/components/WorkerSkillsSelect';
import { labelOf } from '../../common/utils/labels';
import { experienceLabel } from '../../common/utils/worker-format';
import { DEFAULT_WORKER_FILTERS, hasActiveFilters } from '../utils/worker-filters';
import type { WorkerFilters } from '../utils/worker-filters';
import { WorkerNearSearch } from './WorkerNearSearch';

export interface WorkerFiltersBarProps {
  filters: WorkerFilters;
  onChange: (filters: WorkerFilters) => void;
}

const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({
  value,
  label: experienceLabel(value),
}));
const AVAILABILITY_OPTIONS = WORKER_AVAILABILITIES.map((value) => ({
  value,
  label: labelOf(value),
}));

/** The directory's filters; the server applies them (GET /api/workforce/workers). */
export function WorkerFiltersBar({ filters, onChange }: WorkerFiltersBarProps) {
  const set = useFilterSetter(filters, onChange);
  return (
    <FilterBar
      label="Filter workers"
      columns={{ sm: 2, lg: 4 }}
      // The skills field grows a line per row of chips.
      alignItems="stretch"
      footer={
        <>
          <WorkerNearSearch near={filters.near} onChange={(near) => set('near', near)} />
          {hasActiveFilters(filters) && (
            <Box>
              <ClearFiltersButton onClear={() => onChange(DEFAULT_WORKER_FILTERS)} />
            </Box>
          )}
        </>
      }
    >
      <FilterSearchField
        label="Location"
        value={filters.location}
        onChange={(value) => set('location', value)}
        placeholder="Village, town or region"
      />
      <WorkerSkillsSelect
        id="filter-skills"
        value={filters.skills}
        onChange={(skills) => set('skills', skills)}
        placeholder="Any skill"
      />
      <FilterSelect
        id="filter-experience"
        label="Experience"
        value={filters.experience}
        options={EXPERIENCE_OPTIONS}
        anyLabel="Any experience"
        onChange={(value) => set('experience', value)}
      />
      <FilterSelect
        id="filter-availability"
        label="Availability"
        value={filters.availability}
        options={AVAILABILITY_OPTIONS}
        anyLabel="Any availability"
        onChange={(value) => set('availability', value)}
      />
    </FilterBar>
  );
}
