import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MAP_TREE_CATEGORIES, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { CompactTree, LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeCategoryLabel } from '../../../i18n/values';
import { createTree } from '../api/create-tree';
import '../../../i18n/parts/detail';

export interface AddTreeDialogProps {
  estateId: string;
  /** Where the owner clicked; null keeps the dialog closed. */
  position: LatLng | null;
  onClose: () => void;
  onCreated: (tree: CompactTree) => void;
}

export function AddTreeDialog({ estateId, position, onClose, onCreated }: AddTreeDialogProps) {
  const { t } = useT();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string>('Other');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setTitle('');
    setCategory('Other');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!position) return;
    const trimmed = title.trim();
    if (!trimmed) {
      setError(t('addTree.titleRequired'));
      return;
    }
    setBusy(true);
    try {
      const tree = await createTree(estateId, { title: trimmed, category, coordinates: position });
      notifySuccess(t('addTree.addedTitle'), t('addTree.added', { title: trimmed }));
      onCreated(tree);
      close();
    } catch (failure) {
      notifyError(errorMessage(failure, t('addTree.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={position !== null}
      onClose={busy ? undefined : close}
      aria-labelledby="add-tree-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="add-tree-title">{t('addTree.title')}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: { sm: 400 } }}
        >
          {position && (
            <DialogContentText>
              {t('addTree.location', {
                lat: position.lat.toFixed(6),
                lng: position.lng.toFixed(6),
              })}
            </DialogContentText>
          )}
          <TextField
            label={t('addTree.titleLabel')}
            required
            autoFocus
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
          />
          <TextField
            select
            label={t('addTree.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {MAP_TREE_CATEGORIES.map((option) => (
              <MenuItem key={option} value={option}>
                {treeCategoryLabel(option)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('addTree.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
