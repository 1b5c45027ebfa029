import { Suspense, lazy, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatArea, notifySuccess } from '@grovekeeper/shared';
import type { ParsedBoundary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useBoundaryFile } from '../hooks/useBoundaryFile';
import { BOUNDARY_FILE_ACCEPT } from '../utils/boundary-file';
import '../../../i18n/parts/boundaryImport';

// The dialog (its list, preview map and thumbnails) loads when a file is first chosen, so
// the wizard's and the picker's first load carry only this drop zone.
const BoundaryImportDialog = lazy(() =>
  import('./BoundaryImportDialog').then((m) => ({ default: m.BoundaryImportDialog })),
);

export interface BoundaryImportControlProps {
  /** The polygon the owner chose: it goes into the boundary editor like a drawn one. */
  onChoose: (polygon: ParsedBoundary) => void;
}

/** 'Import boundary from file': drop a file on the zone or pick one; the dialog lists its polygons. */
export function BoundaryImportControl({ onChoose }: BoundaryImportControlProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const file = useBoundaryFile();

  const take = (chosen: File | null | undefined) => {
    if (chosen) void file.read(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const choose = (polygon: ParsedBoundary) => {
    file.close();
    onChoose(polygon);
    notifySuccess(
      t('boundaryImport.imported.title'),
      t('boundaryImport.imported.text', { name: polygon.name, area: formatArea(polygon.areaHa) }),
    );
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="boundary-import-drop"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {dragging ? t('boundaryImport.control.dropActive') : t('boundaryImport.control.drop')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
      >
        {t('boundaryImport.control.button')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={BOUNDARY_FILE_ACCEPT}
        aria-label={t('boundaryImport.control.input')}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // The same file chosen again (after a fix, or after Cancel) is read again.
          event.target.value = '';
        }}
      />
      {file.state && (
        <Suspense fallback={null}>
          <BoundaryImportDialog state={file.state} onChoose={choose} onClose={file.close} />
        </Suspense>
      )}
    </Box>
  );
}
