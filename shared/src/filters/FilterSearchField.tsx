import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the field searches ('Title or description'). */
  placeholder: string;
  sx?: SxProps<Theme>;
}

/** A free-text filter; type="search" gives it the browser's clear control. */
export function FilterSearchField({
  label,
  value,
  onChange,
  placeholder,
  sx,
}: FilterSearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      sx={sx}
    />
  );
}
