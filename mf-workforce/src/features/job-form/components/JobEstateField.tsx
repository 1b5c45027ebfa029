import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { LoadStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

/** What the estate select needs of an estate. */
export interface EstateOption {
  _id: string;
  name: string;
  address: string;
}

export interface JobEstateFieldProps {
  estates: EstateOption[];
  /** How loading the caller's estates went. */
  status: LoadStatus;
  onRetry: () => void;
  value: string;
  onChange: (estate: EstateOption) => void;
  error?: string;
}

/** The estate a listing belongs to: one of the caller's, with a hint when there is none. */
export function JobEstateField({
  estates,
  status,
  onRetry,
  value,
  onChange,
  error,
}: JobEstateFieldProps) {
  const { t } = useT();
  const noEstates = status === 'ready' && estates.length === 0;
  let helperText = error;
  if (!helperText && status === 'loading') helperText = t('form.estatesLoading');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, gridColumn: '1 / -1' }}>
      <TextField
        select
        required
        fullWidth
        label={t('form.estate')}
        value={estates.some((estate) => estate._id === value) ? value : ''}
        onChange={(event) => {
          const estate = estates.find((item) => item._id === event.target.value);
          if (estate) onChange(estate);
        }}
        disabled={estates.length === 0}
        error={Boolean(error)}
        helperText={helperText}
      >
        {estates.map((estate) => (
          <MenuItem key={estate._id} value={estate._id}>
            {estate.name}
          </MenuItem>
        ))}
      </TextField>
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('form.tryAgain')}
            </Button>
          }
        >
          {t('form.estatesFailed')}
        </Alert>
      )}
      {noEstates && (
        <Alert severity="info">
          {t('form.noEstates')}{' '}
          <Link component={RouterLink} to="/wizard">
            {t('form.createEstate')}
          </Link>
        </Alert>
      )}
    </Box>
  );
}
