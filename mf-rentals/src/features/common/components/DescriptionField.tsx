import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';

export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'Description' unless the form says otherwise ('Description (optional)'). */
  label?: string;
}

/** The listing's free-text description, across the whole row of the form's grid. */
export function DescriptionField({ value, onChange, label }: DescriptionFieldProps) {
  const { t } = useT();
  return (
    <TextField
      label={label ?? t('fields.description')}
      multiline
      minRows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
