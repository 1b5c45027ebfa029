import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Estate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface EstateSelectProps {
  estates: Estate[];
  value: string;
  onChange: (estateId: string) => void;
  error?: string;
}

/** The user's estates; choosing one fills land area and tree count. */
export function EstateSelect({ estates, value, onChange, error }: EstateSelectProps) {
  const { t } = useT();
  return (
    <TextField
      select
      required
      fullWidth
      label={t('fields.estate')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {estates.map((estate) => (
        <MenuItem key={estate._id ?? estate.id} value={estate._id ?? estate.id}>
          {estate.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
