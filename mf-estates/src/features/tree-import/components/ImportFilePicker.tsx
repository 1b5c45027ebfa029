import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import '../../../i18n/parts/treeImport';

const ACCEPT = '.csv,.txt,.geojson,.json,text/csv,application/geo+json,application/json';

export interface ImportFilePickerProps {
  fileName: string | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** A drop zone with a file button inside (the keyboard's and screen readers' way in). */
export function ImportFilePicker({ fileName, disabled, onFile }: ImportFilePickerProps) {
  const { t } = useT();
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2">{t('treeImport.drop')}</Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
      >
        {t('treeImport.choose')}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            // The same file chosen again (after fixing it) is a new choice.
            event.target.value = '';
          }}
        />
      </Button>
      {fileName && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {t('treeImport.chosen', { name: fileName })}
        </Typography>
      )}
    </Box>
  );
}
