import TextField from '@mui/material/TextField';

export interface AllowedCropsFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The note under the field (how to separate crops). */
  hint: string;
  /** Spans the whole row of the form's grid. */
  fullRow?: boolean;
}

/** The crops a tenant may grow, as comma-separated text. */
export function AllowedCropsField({
  value,
  onChange,
  hint,
  fullRow = false,
}: AllowedCropsFieldProps) {
  return (
    <TextField
      label="Allowed Crops"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={hint}
      sx={fullRow ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}
