import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TreeEditor } from '../hooks/useTreeEditor';

export interface TreeDetailActionsProps {
  editor: TreeEditor;
  onBack: () => void;
  onSave: () => void;
}

/** Back, and Edit Details or (in edit mode) Cancel Editing and Save Changes. */
export function TreeDetailActions({ editor, onBack, onSave }: TreeDetailActionsProps) {
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Back
      </Button>
      {editor.editing ? (
        <>
          <Button
            variant="outlined"
            startIcon={<CloseIcon />}
            onClick={editor.cancel}
            disabled={editor.saving}
          >
            Cancel Editing
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={editor.saving}
            startIcon={
              editor.saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />
            }
          >
            {editor.saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      ) : (
        <Button variant="contained" startIcon={<EditIcon />} onClick={editor.start}>
          Edit Details
        </Button>
      )}
    </>
  );
}
