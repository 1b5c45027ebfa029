import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly FilterOption<V>[];
  onChange: (value: V | '') => void;
  id?: string;
  /** A first option with the value '' ('All', 'Any experience'); none when omitted. */
  anyLabel?: string;
  /** Show `anyLabel` in the closed field while nothing is picked (the label sits above). */
  showAny?: boolean;
  /** Fill the width it is given (a select standing alone beside tabs). */
  fullWidth?: boolean;
}

/** A filter's drop-down of fixed options. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  id,
  anyLabel,
  showAny = false,
  fullWidth,
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      fullWidth={fullWidth}
      slotProps={showAny ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : {}}
    >
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
