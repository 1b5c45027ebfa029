import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Tree } from '@grovekeeper/shared';
import type { TreeEditor } from '../hooks/useTreeEditor';
import { useT } from '../../../i18n';
import { categoryText } from '../../common/utils/tree-words';
import { categoryOptions, plantingYearValid } from '../utils/tree-form';
import { TreeStateSelect } from './TreeStateSelect';
import '../../../i18n/parts/tree-detail';

export interface TreeDetailsFormProps {
  tree: Tree;
  editor: TreeEditor;
  /** Field staff: only the state and notes (no code, category or title fields at all). */
  fieldOnly?: boolean;
}

/** Edit mode of the Details tab: the four required fields, the planting year and notes. */
export function TreeDetailsForm({ tree, editor, fieldOnly = false }: TreeDetailsFormProps) {
  const { t } = useT();
  const { values, missing, problem, saving, setField } = editor;
  const isMissing = (field: (typeof missing)[number]) => missing.includes(field);
  // Each required field's message, shown while it is missing.
  const required = {
    textCode: isMissing('textCode') ? t('detail.treeCodeRequired') : undefined,
    category: isMissing('category') ? t('detail.categoryRequired') : undefined,
    title: isMissing('title') ? t('detail.titleRequired') : undefined,
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('detail.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
    >
      {problem && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      {!fieldOnly && (
        <>
          <TextField
            required
            label={t('details.treeCode')}
            value={values.textCode}
            onChange={(event) => setField('textCode', event.target.value)}
            error={isMissing('textCode')}
            helperText={required.textCode}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters' } }}
          />
          <TextField
            select
            required
            label={t('details.category')}
            value={values.category}
            onChange={(event) => setField('category', event.target.value)}
            error={isMissing('category')}
            helperText={required.category}
            disabled={saving}
          >
            {categoryOptions(tree.category).map((category) => (
              <MenuItem key={category} value={category}>
                {categoryText(t, category)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={t('details.title')}
            value={values.title}
            onChange={(event) => setField('title', event.target.value)}
            error={isMissing('title')}
            helperText={required.title}
            disabled={saving}
          />
          <TextField
            label={t('details.plantingYear')}
            value={values.plantingYear}
            onChange={(event) => setField('plantingYear', event.target.value)}
            error={!plantingYearValid(values.plantingYear)}
            helperText={t('detail.plantingYearHelp')}
            disabled={saving}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </>
      )}
      <TreeStateSelect
        savedState={tree.state}
        value={values.state}
        onChange={(state) => setField('state', state)}
        error={isMissing('state')}
        disabled={saving}
      />
      <TextField
        label={t('details.notes')}
        value={values.notes}
        onChange={(event) => setField('notes', event.target.value)}
        disabled={saving}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
