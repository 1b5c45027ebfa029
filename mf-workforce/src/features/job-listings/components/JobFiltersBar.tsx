import { JOB_TYPES, WORK_TYPES } from '@grovekeeper/shared';
import {
  ClearFiltersButton,
  FilterBar,
  FilterSearchField,
  FilterSelect,
  useFilterSetter,
} from '@grovekeeper/shared/filters';
import { useT } from '../../../i18n';
import { labelOf } from '../../common/utils/labels';
import { DEFAULT_JOB_FILTERS, hasActiveJobFilters } from '../utils/job-filters';
import type { JobFilters } from '../utils/job-filters';

export interface JobFiltersBarProps {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
}

/** Browse Jobs' filters; the server applies them (GET /api/workforce/job-listings). */
export function JobFiltersBar({ filters, onChange }: JobFiltersBarProps) {
  const { t } = useT();
  const set = useFilterSetter(filters, onChange);
  const jobTypeOptions = JOB_TYPES.map((value) => ({ value, label: labelOf(value) }));
  const workTypeOptions = WORK_TYPES.map((value) => ({ value, label: labelOf(value) }));
  return (
    <FilterBar label={t('listings.filters.label')} columns={{ sm: 2, lg: 4 }} trailingColumn>
      <FilterSearchField
        label={t('listings.filters.search')}
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder={t('listings.filters.searchPlaceholder')}
      />
      {/* "All" shows even before anything is picked. */}
      <FilterSelect
        label={t('listings.filters.jobType')}
        value={filters.jobType}
        options={jobTypeOptions}
        anyLabel={t('listings.filters.all')}
        showAny
        onChange={(value) => set('jobType', value)}
      />
      <FilterSelect
        label={t('listings.filters.workType')}
        value={filters.workType}
        options={workTypeOptions}
        anyLabel={t('listings.filters.all')}
        showAny
        onChange={(value) => set('workType', value)}
      />
      <FilterSearchField
        label={t('listings.filters.location')}
        value={filters.location}
        onChange={(value) => set('location', value)}
        placeholder={t('listings.filters.locationPlaceholder')}
      />
      <ClearFiltersButton
        active={hasActiveJobFilters(filters)}
        onClear={() => onChange(DEFAULT_JOB_FILTERS)}
      />
    </FilterBar>
  );
}
