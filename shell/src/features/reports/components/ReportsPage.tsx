import { Suspense, lazy } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import { getReportSummary } from '../api/get-report-summary';
import { useReportDownloads } from '../hooks/useReportDownloads';
import { FigureSections } from './FigureSections';
import { HeadlineCards } from './HeadlineCards';
import { QuickActions } from './QuickActions';

const ReportCharts = lazy(() =>
  import('./ReportCharts').then((module) => ({ default: module.ReportCharts })),
);

export const REPORTS_LOAD_FAILED = 'Failed to load reports data';

/**
 * /reports: every figure comes from one server call (GET /api/reports/summary), computed in
 * SQL from the caller's own data. Export Report saves these figures as CSV; the Quick
 * Actions download the server's streamed CSV exports.
 */
export function ReportsPage() {
  const { data, status, error, retry } = useLoad(getReportSummary, REPORTS_LOAD_FAILED, {
    toast: 'never',
  });
  const { busy, download, exportSummary } = useReportDownloads();
  const loading = status === 'loading';

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Comprehensive insights into your agricultural operations"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={retry}
              disabled={loading}
            >
              Refresh Data
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              onClick={() => data && exportSummary(data)}
              disabled={!data || loading}
            >
              Export Report
            </Button>
          </>
        }
      />
      {loading && <LoadingState label="Loading reports..." />}
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>{REPORTS_LOAD_FAILED}</AlertTitle>
          {error && error !== REPORTS_LOAD_FAILED ? error : 'Please try again.'}
        </Alert>
      )}
      {status === 'ready' && data && (
        <Stack spacing={3}>
          <HeadlineCards summary={data} />
          <Suspense fallback={<LoadingState label="Loading charts..." />}>
            <ReportCharts summary={data} />
          </Suspense>
          <FigureSections summary={data} />
          <QuickActions busy={busy} onDownload={(kind) => void download(kind)} />
        </Stack>
      )}
    </>
  );
}
