import Box from '@mui/material/Box';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '@grovekeeper/shared';
import {
  ClearFiltersButton,
  FilterBar,
  FilterSearchField,
  FilterSelect,
  useFilterSetter,
} from '@grovekeeper/shared/filters';
import { useT } from '../../../i18n';
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

/** The directory's filters; the server applies them (GET /api/workforce/workers). */
export function WorkerFiltersBar({ filters, onChange }: WorkerFiltersBarProps) {
  const { t } = useT();
  const set = useFilterSetter(filters, onChange);
  const experienceOptions = EXPERIENCE_LEVELS.map((value) => ({
    value,
    label: experienceLabel(value),
  }));
  const availabilityOptions = WORKER_AVAILABILITIES.map((value) => ({
    value,
    label: labelOf(value),
  }));
  return (
    <FilterBar
      label={t('directory.filters.label')}
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
        label={t('directory.filters.location')}
        value={filters.location}
        onChange={(value) => set('location', value)}
        placeholder={t('directory.filters.locationPlaceholder')}
      />
      <WorkerSkillsSelect
        id="filter-skills"
        value={filters.skills}
        onChange={(skills) => set('skills', skills)}
        placeholder={t('directory.filters.anySkill')}
      />
      <FilterSelect
        id="filter-experience"
        label={t('directory.filters.experience')}
        value={filters.experience}
        options={experienceOptions}
        anyLabel={t('directory.filters.anyExperience')}
        onChange={(value) => set('experience', value)}
      />
      <FilterSelect
        id="filter-availability"
        label={t('directory.filters.availability')}
        value={filters.availability}
        options={availabilityOptions}
        anyLabel={t('directory.filters.anyAvailability')}
        onChange={(value) => set('availability', value)}
      />
    </FilterBar>
  );
}
