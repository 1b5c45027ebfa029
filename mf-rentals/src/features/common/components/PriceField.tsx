import TextField from '@mui/material/TextField';

export interface PriceFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'Price (€)' unless the form says otherwise ('Monthly Price (€)', 'Min Price (€)'). */
  label?: string;
  /** The validation message (the spec's text), shown under the field. */
  error?: string;
  /** The lowest price the number input offers; the form's validation has the final word. */
  min?: number;
  required?: boolean;
}

/** A price in euros, to the cent. */
export function PriceField({
  value,
  onChange,
  label = 'Price (€)',
  error,
  min = 1,
  required = true,
}: PriceFieldProps) {
  return (
    <TextField
      required={required}
      type="number"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min, step: 0.01 } }}
    />
  );
}
