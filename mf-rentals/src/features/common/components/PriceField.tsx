import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';

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
  label,
  error,
  min = 1,
  required = true,
}: PriceFieldProps) {
  const { t } = useT();
  return (
    <TextField
      required={required}
      type="number"
      label={label ?? t('fields.priceEuro')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min, step: 0.01 } }}
    />
  );
}
