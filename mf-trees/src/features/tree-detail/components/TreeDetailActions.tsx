import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../../../i18n';
import type { TreeEditor } from '../hooks/useTreeEditor';
import '../../../i18n/parts/tree-detail';

export interface TreeDetailActionsProps {
  editor: TreeEditor;
  /** Whether the caller's role may change the tree at all (a viewer: no Edit button). */
  canEdit?: boolean;
  onBack: () => void;
  onSave: () => void;
}

/** Back, and Edit Details or (in edit mode) Cancel Editing and Save Changes. */
export function TreeDetailActions({
  editor,
  canEdit = true,
  onBack,
  onSave,
}: TreeDetailActionsProps) {
  const { t } = useT();
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {t('common.back')}
      </Button>
      {editor.editing ? (
        <>
          <Button
            variant="outlined"
            startIcon={<CloseIcon />}
            onClick={editor.cancel}
            disabled={editor.saving}
          >
            {t('detail.cancelEditing')}
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={editor.saving}
            startIcon={
              editor.saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />
            }
          >
            {editor.saving ? t('detail.saving') : t('detail.saveChanges')}
          </Button>
        </>
      ) : (
        canEdit && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={editor.start}>
            {t('detail.editDetails')}
          </Button>
        )
      )}
    </>
  );
}
