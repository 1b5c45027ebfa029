import { useState } from 'react';
import type { FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TREE_STATE_OPTIONS } from '@grovekeeper/shared';
import type { Tree, TreeState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { categoryText, treeStateText } from '../../common/utils/tree-words';
import {
  categoryOptions,
  formatLastUpdated,
  formatLocation,
  initialTagForm,
} from '../utils/tag-form';
import type { TagFormValues } from '../utils/tag-form';
import '../../../i18n/parts/tree-tagging';
import { roleMay } from '../../common/utils/roles';

export interface TreeTagFormProps {
  tree: Tree;
  saving: boolean;
  saveError: string | null;
  onSave: (values: TagFormValues) => void;
  onBack: () => void;
}

const MENU_ITEM_SX = { minHeight: 48 };
// Read-only facts look set apart from what can be edited.
const READ_ONLY_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } };

/** The info step's form: what field staff update on the spot, plus read-only facts. */
export function TreeTagForm({ tree, saving, saveError, onSave, onBack }: TreeTagFormProps) {
  const { t } = useT();
  const [values, setValues] = useState<TagFormValues>(() => initialTagForm(tree));
  // Field staff change the state and notes; the category and title only show (issue 25).
  const fieldOnly = !roleMay(tree.role, 'manageTrees');
  const [titleError, setTitleError] = useState<string | null>(null);
  const set = <K extends keyof TagFormValues>(key: K, value: TagFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) {
      setTitleError(t('common.requiredFields'));
      return;
    }
    onSave(values);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('tagging.formLabel')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <TextField
        select
        label={t('details.category')}
        required
        value={values.category}
        onChange={(event) => set('category', event.target.value)}
        disabled={saving}
        slotProps={{ input: { readOnly: fieldOnly } }}
      >
        {categoryOptions(values.category).map((option) => (
          <MenuItem key={option} value={option} sx={MENU_ITEM_SX}>
            {categoryText(t, option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('details.title')}
        required
        value={values.title}
        onChange={(event) => {
          set('title', event.target.value);
          if (titleError) setTitleError(null);
        }}
        error={Boolean(titleError)}
        helperText={titleError}
        disabled={saving}
        slotProps={{ input: { readOnly: fieldOnly } }}
      />
      <TextField
        select
        label={t('details.state')}
        required
        value={values.state}
        onChange={(event) => set('state', event.target.value as TreeState)}
        disabled={saving}
      >
        {TREE_STATE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value} sx={MENU_ITEM_SX}>
            {treeStateText(t, option.value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('details.notes')}
        multiline
        minRows={3}
        value={values.notes}
        onChange={(event) => set('notes', event.target.value)}
        disabled={saving}
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
      <TextField
        label={t('details.location')}
        value={formatLocation(tree.coordinates)}
        slotProps={{ input: { readOnly: true } }}
        sx={READ_ONLY_SX}
      />
      <TextField
        label={t('details.lastUpdated')}
        value={formatLastUpdated(tree.updatedAt)}
        slotProps={{ input: { readOnly: true } }}
        sx={READ_ONLY_SX}
      />
      {saveError && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {saveError}
        </Alert>
      )}
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'flex-end',
          gap: 1.5,
        }}
      >
        <Button
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={onBack}
          disabled={saving}
          sx={{ minHeight: 48 }}
        >
          {t('tagging.backToScan')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          sx={{ minHeight: 48 }}
        >
          {t('tagging.saveContinue')}
        </Button>
      </Box>
    </Box>
  );
}
