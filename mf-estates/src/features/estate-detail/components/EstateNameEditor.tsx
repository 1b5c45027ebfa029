import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { renameEstate } from '../api/rename-estate';
import '../../../i18n/parts/detail';

export interface EstateNameEditorProps {
  estateId: string;
  name: string;
  /** Whether the caller's role may rename: without it, the title has no edit button. */
  editable?: boolean;
  onRenamed: (name: string) => void;
}

/** The estate's name as the page title, renamed in place (Enter saves, Escape cancels). */
export function EstateNameEditor({
  estateId,
  name,
  editable = true,
  onRenamed,
}: EstateNameEditorProps) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setEditing(false);
    setValue(name);
    setError(null);
  };

  const save = async () => {
    const next = value.trim();
    if (!next) {
      setError(t('rename.empty'));
      return;
    }
    if (next === name) {
      cancel();
      return;
    }
    setBusy(true);
    try {
      const estate = await renameEstate(estateId, next);
      onRenamed(estate.name ?? next);
      notifySuccess(t('toast.success'), t('rename.done'));
      setEditing(false);
      setError(null);
    } catch (failure) {
      notifyError(errorMessage(failure, t('rename.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
          {name}
        </Typography>
        {editable && (
          <IconButton
            aria-label={t('rename.edit')}
            onClick={() => {
              setValue(name);
              setEditing(true);
            }}
          >
            <EditIcon />
          </IconButton>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={t('rename.label')}
        size="small"
        autoFocus
        value={value}
        disabled={busy}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
        error={Boolean(error)}
        helperText={error}
      />
      <IconButton
        aria-label={t('rename.save')}
        onClick={() => void save()}
        disabled={busy}
        color="primary"
      >
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t('rename.cancel')} onClick={cancel} disabled={busy}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
