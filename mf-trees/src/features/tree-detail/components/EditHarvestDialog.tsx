import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Harvest, NewHarvest } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { checkHarvestInput } from '../utils/harvests';
import { HarvestFields } from './HarvestFields';
import type { HarvestFieldValues } from './HarvestFields';
import '../../../i18n/parts/tree-detail';

export interface EditHarvestDialogProps {
  harvest: Harvest;
  busy: boolean;
  onCancel: () => void;
  /** Answers whether the change was stored; the dialog closes when it was. */
  onSave: (change: NewHarvest) => Promise<boolean>;
}

/** A pending harvest's date, weight and notes, checked as a new record is. */
export function EditHarvestDialog({ harvest, busy, onCancel, onSave }: EditHarvestDialogProps) {
  const { t } = useT();
  const [values, setValues] = useState<HarvestFieldValues>({
    date: harvest.date,
    weight: String(harvest.weight),
    notes: harvest.notes ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHarvestInput(values.date, values.weight);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    void onSave({ date: check.date, weight: check.weight, notes: values.notes.trim() });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="edit-harvest-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-harvest-title">{t('harvests.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <HarvestFields values={values} onChange={setValues} disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('harvests.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('harvests.saving') : t('harvests.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
