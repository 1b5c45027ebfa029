import TextField from '@mui/material/TextField';

export interface JobNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  step?: number;
  required?: boolean;
  error?: string;
  /** Shown under the field while there is no error (e.g. the allowed range). */
  hint?: string;
}

/** A number input with the spec's limits offered to the browser; validation has the final word. */
export function JobNumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  required,
  error,
  hint,
}: JobNumberFieldProps) {
  return (
    <TextField
      type="number"
      fullWidth
      label={label}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { min, max, step, inputMode: step < 1 ? 'decimal' : 'numeric' } }}
    />
  );
}
