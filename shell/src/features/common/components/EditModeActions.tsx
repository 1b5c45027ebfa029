import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../../../i18n';

export interface EditModeActionsProps {
  editing: boolean;
  saving: boolean;
  /** 'Edit Profile' or 'Edit Settings'. */
  editLabel: string;
  onEdit: () => void;
  onCancel: () => void;
}

/**
 * The view/edit switch of the profile and settings pages. Save Changes is the form's submit
 * button, so Enter in a field saves too.
 */
export function EditModeActions({
  editing,
  saving,
  editLabel,
  onEdit,
  onCancel,
}: EditModeActionsProps) {
  const { t } = useT();
  if (!editing) {
    return (
      <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
        {editLabel}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" onClick={onCancel} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
      >
        {saving ? t('editMode.saving') : t('editMode.save')}
      </Button>
    </>
  );
}
