import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JobProgress } from '@grovekeeper/shared/jobs';
import { useT } from '../../../i18n';
import { usePrintSheetPdf } from '../hooks/usePrintSheetPdf';
import '../../../i18n/parts/print';

/** Above the sheet, never printed: the sheet as a PDF, made on the server. */
export function PrintSheetPdf({ estateId }: { estateId: string }) {
  const { t } = useT();
  const pdf = usePrintSheetPdf(estateId);
  return (
    <Box className="estates-print-no-print" sx={{ mb: 2, maxWidth: 480 }}>
      {pdf.job ? (
        <JobProgress
          label={t('print.pdfMaking')}
          job={pdf.job.job}
          error={pdf.job.error}
          cancelling={pdf.job.cancelling}
          onCancel={() => void pdf.job?.cancel()}
        />
      ) : (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={pdf.starting}
          onClick={() => void pdf.start()}
        >
          {t('print.pdf')}
        </Button>
      )}
    </Box>
  );
}
