import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { usePickerLocale } from '../../common/utils/picker-locale';

export interface DateOnlyFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when nothing is picked. */
  value: string;
  onChange: (value: string) => void;
  /** The last day that may be picked (YYYY-MM-DD). */
  maxDate?: string;
  disabled?: boolean;
  error?: string | null;
  /** Whether the typed day lies outside the allowed range (past, or after `maxDate`). */
  onRangeError?: (outOfRange: boolean) => void;
}

/** A calendar day picked with the MUI X date picker, as a YYYY-MM-DD string. */
export function DateOnlyField({
  label,
  value,
  onChange,
  maxDate,
  disabled,
  error,
  onRangeError,
}: DateOnlyFieldProps) {
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
        format="YYYY-MM-DD"
        disablePast
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        disabled={disabled}
        onError={(reason) => onRangeError?.(reason === 'disablePast' || reason === 'maxDate')}
        onChange={(next) => onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : '')}
        slotProps={{
          textField: {
            required: true,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
