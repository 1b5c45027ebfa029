import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { LoadingState, useAutoPrint, usePrintOnly } from '@grovekeeper/shared';
import { TreeLoadError } from '../../common/components/TreeLoadError';
import { TreeNotFound } from '../../common/components/TreeNotFound';
import { useT } from '../../../i18n';
import { useTreeDetail } from '../../common/hooks/useTreeDetail';
import { LABEL_PRINT_STYLE } from '../utils/label-print-style';
import { LABEL_PRINT_DELAY_MS, NO_PRINT_CLASS } from '../utils/label-print';
import { recordTagPrint } from '../api/record-tag-print';
import { TreeLabel } from './TreeLabel';
import '../../../i18n/parts/print-label';

/** `/trees/:treeId/print`: the tree's label alone, printed automatically once it shows. */
export function TreeLabelPrintPage() {
  const { t } = useT();
  const { treeId = '' } = useParams();
  const { tree, status, error, retry } = useTreeDetail(treeId);
  usePrintOnly(LABEL_PRINT_STYLE);
  // The printing goes into the tree's history; a failure to record it never stops the label.
  const recordPrint = () => {
    if (tree) recordTagPrint(tree.estateId, tree.id).catch(() => undefined);
  };
  useAutoPrint(status === 'ready' && tree !== null, LABEL_PRINT_DELAY_MS, recordPrint);

  if (status === 'loading') return <LoadingState label={t('label.loading')} />;
  if (status === 'not-found') return <TreeNotFound />;
  if (status === 'error' || !tree) {
    return <TreeLoadError message={error ?? t('common.loadTreeFailed')} onRetry={retry} />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 2 }}>
      <Box
        className={NO_PRINT_CLASS}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('label.hint')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => {
            window.print();
            recordPrint();
          }}
        >
          {t('label.printAgain')}
        </Button>
      </Box>
      {/* A 100 mm label is wider than some phones: let it scroll rather than shrink. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <TreeLabel tree={tree} />
      </Box>
    </Box>
  );
}
