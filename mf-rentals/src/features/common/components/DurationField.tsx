import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';

export interface DurationFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'Duration' unless the form says otherwise ('Duration (months)'). */
  label?: string;
  /** The validation message (the spec's text); shown instead of `hint`. */
  error?: string;
  /** A note under the field when there is no error. */
  hint?: string;
}

/** A duration: a whole number of units, at least 1. */
export function DurationField({ value, onChange, label, error, hint }: DurationFieldProps) {
  const { t } = useT();
  return (
    <TextField
      required
      type="number"
      label={label ?? t('fields.duration')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );
}
