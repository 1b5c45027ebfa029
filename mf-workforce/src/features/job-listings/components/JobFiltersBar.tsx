import { JOB_TYPES, WORK_TYPES } from '@grovekeeper/shared';
import {
  ClearFiltersButton,
  FilterBar,
  FilterSearchField,
  FilterSelect,
  useFilterSetter,
} from '@grovekeeper/shared/filters';
import { labelOf } from '../../common/utils/labels';
import { DEFAULT_JOB_FILTERS, hasActiveJobFilters } from '../utils/job-filters';
import type { JobFilters } from '../utils/job-filters';

export interface JobFiltersBarProps {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
}

const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: labelOf(value) }));
const WORK_TYPE_OPTIONS = WORK_TYPES.map((value) => ({ value, label: labelOf(value) }));

/** Browse Jobs' filters; the server applies them (GET /api/workforce/job-listings). */
export function JobFiltersBar({ filters, onChange }: JobFiltersBarProps) {
  const set = useFilterSetter(filters, onChange);
  return (
    <FilterBar label="Filter job listings" columns={{ sm: 2, lg: 4 }} trailingColumn>
      <FilterSearchField
        label="Search"
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder="Title or description"
      />
      {/* "All" shows even before anything is picked. */}
      <FilterSelect
        label="Job Type"
        value={filters.jobType}
        options={JOB_TYPE_OPTIONS}
        anyLabel="All"
        showAny
        onChange={(value) => set('jobType', value)}
      />
      <FilterSelect
        label="Work Type"
        value={filters.workType}
        options={WORK_TYPE_OPTIONS}
        anyLabel="All"
        showAny
        onChange={(value) => set('workType', value)}
      />
      <FilterSearchField
        label="Location"
        value={filters.location}
        onChange={(value) => set('location', value)}
        placeholder="Town or region"
      />
      <ClearFiltersButton
        active={hasActiveJobFilters(filters)}
        onClear={() => onChange(DEFAULT_JOB_FILTERS)}
      />
    </FilterBar>
  );
}
