import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { JOB_TYPES, WORK_TYPES } from '@grovekeeper/shared';
import { labelOf } from '../../../utils/labels';
import { DEFAULT_JOB_FILTERS, hasActiveJobFilters } from '../utils/job-filters';
import type { JobFilters } from '../utils/job-filters';

export interface JobFiltersBarProps {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
}

/** A select whose empty value reads "All" (shown even before anything is picked). */
function AllSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Browse Jobs' filters; the server applies them (GET /api/workforce/job-listings). */
export function JobFiltersBar({ filters, onChange }: JobFiltersBarProps) {
  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter job listings"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        label="Search"
        type="search"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        placeholder="Title or description"
      />
      <AllSelect
        label="Job Type"
        value={filters.jobType}
        options={JOB_TYPES}
        onChange={(value) => set('jobType', value as JobFilters['jobType'])}
      />
      <AllSelect
        label="Work Type"
        value={filters.workType}
        options={WORK_TYPES}
        onChange={(value) => set('workType', value as JobFilters['workType'])}
      />
      <TextField
        label="Location"
        type="search"
        value={filters.location}
        onChange={(event) => set('location', event.target.value)}
        placeholder="Town or region"
      />
      <Button
        type="button"
        disabled={!hasActiveJobFilters(filters)}
        onClick={() => onChange(DEFAULT_JOB_FILTERS)}
      >
        Clear filters
      </Button>
    </Box>
  );
}
