import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { labelOf } from '../../common/utils/labels';

export interface JobOptionSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** Shown in the list but not choosable (a private listing's value on the edit page). */
  disabledOptions?: readonly T[];
  optionLabel?: (option: T) => string;
  helperText?: string;
}

/** One of the spec's constants (job type, pay type, currency...), shown with its label. */
export function JobOptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  disabledOptions = [],
  optionLabel = labelOf,
  helperText,
}: JobOptionSelectProps<T>) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} disabled={disabledOptions.includes(option)}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
