import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { usePickerLocale } from '../utils/picker-locale';

export interface DateOnlyPickerProps {
  label: string;
  /** YYYY-MM-DD, or null when nothing is picked. */
  value: string | null;
  onChange: (value: string | null) => void;
  disablePast?: boolean;
  error?: string | null;
  required?: boolean;
  name?: string;
}

/**
 * A date a person picks, as a date-only string (spec: dates a person picks are date-only
 * values). Typing a half-finished or invalid date counts as nothing picked.
 */
export function DateOnlyPicker({
  label,
  value,
  onChange,
  disablePast = false,
  error,
  required,
  name,
}: DateOnlyPickerProps) {
  const { adapterLocale, localeText } = usePickerLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        disablePast={disablePast}
        format="YYYY-MM-DD"
        onChange={(next) => {
          onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : null);
        }}
        slotProps={{
          textField: {
            name,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
