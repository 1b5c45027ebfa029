import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import type { ImportReport } from '../types';

/** Rejected rows listed; the rest are counted ("and K more"). */
export const REJECTED_SHOWN = 50;

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
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-labelledby="tree-import-rejected">
            <caption id="tree-import-rejected" style={{ captionSide: 'top', textAlign: 'left' }}>
              {t('treeImport.rejectedTitle')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: '5rem' }}>
                  {t('treeImport.row')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('treeImport.reason')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((rejection) => (
                <TableRow key={rejection.row}>
                  <TableCell>{rejection.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{rejection.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('treeImport.more', { count: more })}
        </Typography>
      )}
    </>
  );
}
