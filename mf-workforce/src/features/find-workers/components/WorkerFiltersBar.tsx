import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '@grovekeeper/shared';
import type { ExperienceLevel, WorkerAvailability } from '@grovekeeper/shared';
import { WorkerSkillsSelect } from '../../../components/WorkerSkillsSelect';
import { labelOf } from '../../../utils/labels';
import { experienceLabel } from '../../../utils/worker-format';
import { DEFAULT_WORKER_FILTERS, hasActiveFilters } from '../utils/worker-filters';
import type { WorkerFilters } from '../utils/worker-filters';
import { WorkerNearSearch } from './WorkerNearSearch';

export interface WorkerFiltersBarProps {
  filters: WorkerFilters;
  onChange: (filters: WorkerFilters) => void;
}

/** The directory's filters; the server applies them (GET /api/workforce/workers). */
export function WorkerFiltersBar({ filters, onChange }: WorkerFiltersBarProps) {
  const set = <K extends keyof WorkerFilters>(key: K, value: WorkerFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter workers"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          label="Location"
          type="search"
          value={filters.location}
          onChange={(event) => set('location', event.target.value)}
          placeholder="Village, town or region"
        />
        <WorkerSkillsSelect
          id="filter-skills"
          value={filters.skills}
          onChange={(skills) => set('skills', skills)}
          placeholder="Any skill"
        />
        <TextField
          select
          id="filter-experience"
          label="Experience"
          value={filters.experience}
          onChange={(event) => set('experience', event.target.value as ExperienceLevel | '')}
        >
          <MenuItem value="">Any experience</MenuItem>
          {EXPERIENCE_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {experienceLabel(level)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="filter-availability"
          label="Availability"
          value={filters.availability}
          onChange={(event) => set('availability', event.target.value as WorkerAvailability | '')}
        >
          <MenuItem value="">Any availability</MenuItem>
          {WORKER_AVAILABILITIES.map((availability) => (
            <MenuItem key={availability} value={availability}>
              {labelOf(availability)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <WorkerNearSearch near={filters.near} onChange={(near) => set('near', near)} />
      {hasActiveFilters(filters) && (
        <Box>
          <Button type="button" onClick={() => onChange(DEFAULT_WORKER_FILTERS)}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}
