import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState, LoadingState, useAutoPrint, usePrintOnly } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { recordTagPrints } from '../api/record-tag-prints';
import { useSheetTrees } from '../hooks/useSheetTrees';
import { SHEET_PRINT_STYLE } from '../utils/print-style';
import { ESTATE_PRINT_DELAY_MS } from '../utils/tag-url';
import { PrintSheetPdf } from './PrintSheetPdf';
import { QrLabel } from './QrLabel';
import '../../../i18n/parts/print';

/** `/estates/:estateId/print`: every tree's QR code, 3 per row on A4. */
export function EstatePrintPage() {
  const { estateId = '' } = useParams();
  const { t } = useT();
  const { trees, status, error } = useSheetTrees(estateId);
  usePrintOnly(SHEET_PRINT_STYLE);
  // The printing goes into each tree's history; a failure to record it never stops the sheet.
  useAutoPrint(status === 'ready' && trees.length > 0, ESTATE_PRINT_DELAY_MS, () => {
    recordTagPrints(
      estateId,
      trees.map((tree) => tree.id),
    ).catch(() => undefined);
  });

  if (status === 'loading') return <LoadingState label={t('print.loading')} />;
  if (status === 'unauthorized') {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/login" state={{ from: `/estates/${estateId}/print` }}>
            {t('print.signIn')}
          </Button>
        }
      >
        {t('print.signInPrompt')}
      </Alert>
    );
  }
  if (status === 'error') return <Alert severity="error">{error}</Alert>;
  if (trees.length === 0) return <EmptyState title={t('print.empty')} />;

  return (
    <>
      <PrintSheetPdf estateId={estateId} />
      <Box
        className="estates-print-sheet"
        sx={{ bgcolor: '#fff', color: '#000', p: { xs: 1, sm: 2 } }}
      >
        <Box
          component="ul"
          aria-label={t('print.sheetLabel')}
          // Three columns scroll sideways on a phone: the keyboard can reach and scroll them too.
          tabIndex={0}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 2,
            overflowX: 'auto',
          }}
        >
          {trees.map((tree) => (
            <QrLabel key={tree.id} tree={tree} />
          ))}
        </Box>
      </Box>
    </>
  );
}
