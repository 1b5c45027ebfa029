import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-detail';

export interface HarvestFieldValues {
  date: string;
  weight: string;
  notes: string;
}

export interface HarvestFieldsProps {
  values: HarvestFieldValues;
  onChange: (values: HarvestFieldValues) => void;
  disabled?: boolean;
}

/** A harvest's date, weight (kg) and notes: the fields of a new record and of a change. */
export function HarvestFields({ values, onChange, disabled = false }: HarvestFieldsProps) {
  const { t } = useT();
  const set = (field: keyof HarvestFieldValues) => (value: string) =>
    onChange({ ...values, [field]: value });
  return (
    <>
      <TextField
        label={t('harvests.date')}
        type="date"
        required
        value={values.date}
        onChange={(event) => set('date')(event.target.value)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('harvests.weight')}
        type="number"
        required
        value={values.weight}
        onChange={(event) => set('weight')(event.target.value)}
        disabled={disabled}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
      />
      <TextField
        label={t('harvests.notes')}
        value={values.notes}
        onChange={(event) => set('notes')(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
