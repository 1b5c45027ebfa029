import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export interface JobDatePickerProps {
  label: string;
  /** YYYY-MM-DD, or null when nothing is picked. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  required?: boolean;
  hint?: string;
}

/**
 * A date a person picks, as a date-only string (dates a person picks are date-only values).
 * Typing a half-finished or invalid date counts as nothing picked.
 */
export function JobDatePicker({
  label,
  value,
  onChange,
  error,
  required,
  hint,
}: JobDatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        format="YYYY-MM-DD"
        onChange={(next) => {
          onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : null);
        }}
        slotProps={{
          textField: {
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? hint,
          },
          field: { clearable: !required },
        }}
      />
    </LocalizationProvider>
  );
}
