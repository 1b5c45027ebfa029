import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { PAYMENT_FREQUENCIES } from '@grovekeeper/shared';
import type { PaymentFrequency } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { frequencyLabel } from '../../common/utils/format';
import { usePickerLocale } from '../../common/utils/picker-locale';
import type { TermsEditor } from '../hooks/useTermsEditor';
import type { TermsFormValues } from '../utils/terms-form';
import { ResponsibilitiesField } from './ResponsibilitiesField';

function toDateOnly(value: Dayjs | null): string {
  return value && value.isValid() ? value.format('YYYY-MM-DD') : '';
}

/** The draft's terms as a form: period, price, special terms and responsibilities. */
export function ContractTermsForm({
  editor,
}: {
  editor: TermsEditor & { values: TermsFormValues };
}) {
  const { t } = useT();
  const { values, errors, saving, change } = editor;
  const { adapterLocale, localeText } = usePickerLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      <Box
        component="form"
        noValidate
        aria-label={t('detail.form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        <DatePicker
          label={t('detail.terms.startDate')}
          value={values.startDate ? dayjs(values.startDate) : null}
          onChange={(value) => change({ startDate: toDateOnly(value) })}
          disabled={saving}
          slotProps={{
            textField: {
              required: true,
              error: Boolean(errors.startDate),
              helperText: errors.startDate && t(errors.startDate),
            },
          }}
        />
        <DatePicker
          label={t('detail.terms.endDate')}
          value={values.endDate ? dayjs(values.endDate) : null}
          onChange={(value) => change({ endDate: toDateOnly(value) })}
          minDate={values.startDate ? dayjs(values.startDate).add(1, 'day') : undefined}
          disabled={saving}
          slotProps={{
            textField: {
              required: true,
              error: Boolean(errors.endDate),
              helperText: errors.endDate && t(errors.endDate),
            },
          }}
        />
        <TextField
          label={t('detail.form.durationMonths')}
          type="number"
          required
          value={values.duration}
          onChange={(event) => change({ duration: event.target.value })}
          error={Boolean(errors.duration)}
          helperText={errors.duration && t(errors.duration)}
          disabled={saving}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <Box />
        <TextField
          label={t('detail.form.amount')}
          type="number"
          required
          value={values.amount}
          onChange={(event) => change({ amount: event.target.value })}
          error={Boolean(errors.amount)}
          helperText={errors.amount && t(errors.amount)}
          disabled={saving}
          slotProps={{
            htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
        />
        <TextField
          select
          label={t('detail.form.frequency')}
          value={values.paymentFrequency}
          onChange={(event) => change({ paymentFrequency: event.target.value as PaymentFrequency })}
          disabled={saving}
        >
          {PAYMENT_FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {frequencyLabel(frequency)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('detail.terms.specialTerms')}
          multiline
          minRows={3}
          value={values.specialTerms}
          onChange={(event) => change({ specialTerms: event.target.value })}
          disabled={saving}
          sx={{ gridColumn: '1 / -1' }}
        />
        <ResponsibilitiesField
          party="owner"
          items={values.ownerResponsibilities}
          onChange={(items) => change({ ownerResponsibilities: items })}
          disabled={saving}
        />
        <ResponsibilitiesField
          party="tenant"
          items={values.tenantResponsibilities}
          onChange={(items) => change({ tenantResponsibilities: items })}
          disabled={saving}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={editor.cancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saving ? t('detail.form.saving') : t('detail.form.save')}
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
