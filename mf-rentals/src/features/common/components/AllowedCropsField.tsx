import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';

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
  const { t } = useT();
  return (
    <TextField
      label={t('fields.allowedCrops')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={hint}
      sx={fullRow ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}
