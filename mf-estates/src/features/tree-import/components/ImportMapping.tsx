import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import { COORDINATE_FIELDS, IMPORT_FIELDS } from '../types';
import type { ColumnMapping, ImportField } from '../types';
import type { FileKind } from '../utils/file-kind';
import '../../../i18n/parts/treeImport';

export interface ImportMappingProps {
  kind: FileKind;
  columns: readonly string[];
  mapping: ColumnMapping;
  disabled: boolean;
  onChange: (field: ImportField, column: string) => void;
}

/** One select per field, offering the file's columns and "Not in the file". */
export function ImportMapping({ kind, columns, mapping, disabled, onChange }: ImportMappingProps) {
  const { t } = useT();
  const fields = IMPORT_FIELDS.filter(
    (field) => kind === 'csv' || !COORDINATE_FIELDS.includes(field),
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('treeImport.columns')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {kind === 'csv' ? t('treeImport.columnsHelp') : t('treeImport.pointsHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          gap: 2,
        }}
      >
        {fields.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={t(`treeImport.fields.${field}`)}
            value={mapping[field] ?? ''}
            disabled={disabled}
            // "Not in the file" shows as the value, not as an empty box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => onChange(field, event.target.value)}
          >
            <MenuItem value="">
              <em>{t('treeImport.notInFile')}</em>
            </MenuItem>
            {columns.map((column) => (
              <MenuItem key={column} value={column}>
                {column}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
}
