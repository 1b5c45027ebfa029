import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WORKFORCE_APPLICATION_STATUSES } from '@grovekeeper/shared';
import { labelOf } from '../utils/labels';
import type { StatusFilter } from '../utils/worker-application-status';

export interface ApplicationStatusSelectProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  label?: string;
  id?: string;
}

/** The status filter of the application lists: All, then every status of spec §4. */
export function ApplicationStatusSelect({
  value,
  onChange,
  label = 'Status',
  id = 'application-status-filter',
}: ApplicationStatusSelectProps) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilter)}
      fullWidth
    >
      <MenuItem value="all">All</MenuItem>
      {WORKFORCE_APPLICATION_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {labelOf(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
