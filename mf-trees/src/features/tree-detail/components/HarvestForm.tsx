import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { NewHarvest } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { checkHarvestInput, todayLocal } from '../utils/harvests';
import { HarvestFields } from './HarvestFields';
import type { HarvestFieldValues } from './HarvestFields';
import '../../../i18n/parts/tree-detail';

export interface HarvestFormProps {
  adding: boolean;
  /** Answers whether the record was stored; the form resets when it was. */
  onAdd: (harvest: NewHarvest) => Promise<boolean>;
}

/** Record a harvest: date (today by default), weight in kg, notes. */
export function HarvestForm({ adding, onAdd }: HarvestFormProps) {
  const { t } = useT();
  const [values, setValues] = useState<HarvestFieldValues>(() => ({
    date: todayLocal(),
    weight: '',
    notes: '',
  }));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const check = checkHarvestInput(values.date, values.weight);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    if (await onAdd({ date: check.date, weight: check.weight, notes: values.notes.trim() })) {
      setValues({ date: todayLocal(), weight: '', notes: '' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('harvests.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '180px 160px 1fr auto' },
        alignItems: 'start',
      }}
    >
      {problem && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      <HarvestFields values={values} onChange={setValues} disabled={adding} />
      <Button
        type="submit"
        variant="contained"
        disabled={adding}
        startIcon={adding ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
      >
        {adding ? t('harvests.adding') : t('harvests.add')}
      </Button>
    </Box>
  );
}
