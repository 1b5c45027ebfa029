import { Suspense, lazy, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useT } from '../../../i18n';
import type { ImportReport } from '../types';
import '../../../i18n/parts/treeImport';

// The dialog (its file, mapping and report parts) loads when the button is first pressed.
const TreeImportDialog = lazy(() =>
  import('./TreeImportDialog').then((m) => ({ default: m.TreeImportDialog })),
);

export interface TreeImportButtonProps {
  estateId: string;
  /** After an import: the page reads its trees and counts again. */
  onImported: (report: ImportReport) => void;
}

/** "Import trees" on the estate page (owner and managers), opening the import dialog. */
export function TreeImportButton({ estateId, onImported }: TreeImportButtonProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // A new dialog for every opening: a closed import starts again from its file.
  const [round, setRound] = useState(0);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => {
          setRound((value) => value + 1);
          setOpen(true);
        }}
      >
        {t('treeImport.button')}
      </Button>
      {round > 0 && (
        <Suspense fallback={null}>
          <TreeImportDialog
            key={round}
            estateId={estateId}
            open={open}
            onClose={() => setOpen(false)}
            onImported={onImported}
          />
        </Suspense>
      )}
    </>
  );
}
