import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { NewHarvest } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { checkHarvestInput, todayLocal } from '../utils/harvests';
import '../../../i18n/parts/tree-detail';

export interface HarvestFormProps {
  adding: boolean;
  /** Answers whether the record was stored; the form resets when it was. */
  onAdd: (harvest: NewHarvest) => Promise<boolean>;
}

/** Record a harvest: date (today by default), weight in kg, notes. */
export function HarvestForm({ adding, onAdd }: HarvestFormProps) {
  const { t } = useT();
  const [date, setDate] = useState(todayLocal);
  const [weight, setWeight] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const check = checkHarvestInput(date, weight);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    if (await onAdd({ date: check.date, weight: check.weight, notes: notes.trim() })) {
      setDate(todayLocal());
      setWeight('');
      setNotes('');
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
      <TextField
        label={t('harvests.date')}
        type="date"
        required
        value={date}
        onChange={(event) => setDate(event.target.value)}
        disabled={adding}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('harvests.weight')}
        type="number"
        required
        value={weight}
        onChange={(event) => setWeight(event.target.value)}
        disabled={adding}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
      />
      <TextField
        label={t('harvests.notes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        disabled={adding}
      />
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
