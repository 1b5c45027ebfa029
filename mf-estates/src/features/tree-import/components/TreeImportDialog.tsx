import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../i18n';
import { useTreeImport } from '../hooks/useTreeImport';
import type { ImportReport } from '../types';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportMapping } from './ImportMapping';
import { ImportReportView } from './ImportReportView';
import '../../../i18n/parts/treeImport';

export interface TreeImportDialogProps {
  estateId: string;
  open: boolean;
  onClose: () => void;
  onImported: (report: ImportReport) => void;
}

/** A spinner with its words, announced politely. */
function Busy({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * Import trees (issue 29): a file, the dry run's report, the file's columns mapped to the
 * tree's fields (each change checks again), then the import of the good rows. The report
 * comes before the nine selects, so a phone shows it without scrolling. Full screen on a phone.
 */
export function TreeImportDialog({ estateId, open, onClose, onImported }: TreeImportDialogProps) {
  const { t } = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const flow = useTreeImport(estateId, onImported);
  const importing = flow.phase === 'importing';
  const done = flow.phase === 'done' ? flow.result : null;
  const showMapping = flow.file !== null && flow.columns.length > 0 && !done;

  return (
    <Dialog
      open={open}
      onClose={importing ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="tree-import-title"
    >
      <DialogTitle id="tree-import-title">{t('treeImport.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('treeImport.intro')}
        </Typography>
        {!done && (
          <ImportFilePicker
            fileName={flow.file?.name ?? null}
            disabled={importing}
            onFile={flow.chooseFile}
          />
        )}
        {flow.phase === 'checking' && <Busy label={t('treeImport.checking')} />}
        {importing && <Busy label={t('treeImport.importing')} />}
        {flow.error && (
          <Alert severity="error" role="alert">
            {flow.error}
          </Alert>
        )}
        {/* The report stays while a new mapping is checked, so the selects below do not jump. */}
        {flow.report && (flow.phase === 'checked' || flow.phase === 'checking') && (
          <ImportReportView report={flow.report} />
        )}
        {showMapping && (
          <ImportMapping
            kind={flow.kind}
            columns={flow.columns}
            mapping={flow.mapping}
            disabled={importing}
            onChange={flow.changeField}
          />
        )}
        {done && (
          <Alert severity="success" role="status">
            {t('treeImport.done', { count: done.imported, total: done.treeCount })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing}>
          {done ? t('treeImport.close') : t('treeImport.cancel')}
        </Button>
        {!done && (
          <Button
            variant="contained"
            disabled={flow.phase !== 'checked' || !flow.report || flow.report.accepted === 0}
            onClick={() => void flow.importNow()}
          >
            {t('treeImport.import', { count: flow.report?.accepted ?? 0 })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
