import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import type { ImportReport } from '../types';
import '../../../i18n/parts/treeImport';

/** Rejected rows listed; the rest are counted ("and K more"). */
export const REJECTED_SHOWN = 50;

// A plain table styled with the theme: MUI's Table components would each add a shared
// module to the remote's entry, which every first load of the app downloads.
const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  p: 1,
  borderBottom: 1,
  borderColor: 'divider',
  typography: 'body2',
} as const;

/** A dry run's counts and the rows it refused, each with its number and reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useT();
  const shown = report.rejected.slice(0, REJECTED_SHOWN);
  const more = report.rejected.length - shown.length;
  return (
    <>
      <Alert severity={report.rejected.length === 0 ? 'success' : 'warning'} role="status">
        {t('treeImport.summary', { count: report.accepted, rejected: report.rejected.length })}
      </Alert>
      {shown.length > 0 && (
        // Not shrunk by the dialog's column: scrolled within its own height instead.
        <Box sx={{ maxHeight: 320, overflow: 'auto', flexShrink: 0 }}>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <Box component="caption" sx={{ ...cell, captionSide: 'top', fontWeight: 600 }}>
              {t('treeImport.rejectedTitle')}
            </Box>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ ...cell, fontWeight: 600, width: '5rem' }}>
                  {t('treeImport.row')}
                </Box>
                <Box component="th" scope="col" sx={{ ...cell, fontWeight: 600 }}>
                  {t('treeImport.reason')}
                </Box>
              </tr>
            </thead>
            <tbody>
              {shown.map((rejection) => (
                <tr key={rejection.row}>
                  <Box component="td" sx={cell}>
                    {rejection.row}
                  </Box>
                  <Box component="td" sx={{ ...cell, wordBreak: 'break-word' }}>
                    {rejection.reason}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('treeImport.more', { count: more })}
        </Typography>
      )}
    </>
  );
}
