import { Suspense, lazy } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getReportSummary } from '../api/get-report-summary';
import { useReportDownloads } from '../hooks/useReportDownloads';
import { FigureSections } from './FigureSections';
import { HeadlineCards } from './HeadlineCards';
import { QuickActions } from './QuickActions';
import '../../../i18n/parts/reports';

const ReportCharts = lazy(() =>
  import('./ReportCharts').then((module) => ({ default: module.ReportCharts })),
);

/**
 * The spec's fallback when a failed load carries no text: a fixed value for useLoad (a text
 * that followed the language would load again on a switch), shown as `reports.loadFailed`.
 */
export const REPORTS_LOAD_FAILED = 'Failed to load reports data';

/**
 * /reports: every figure comes from one server call (GET /api/reports/summary), computed in
 * SQL over the estates the caller sees (their own and their teams'). An answer without money
 * (field staff, viewers) shows no money cards, charts or export, and says why. Export Report saves these figures as CSV; the Quick
 * Actions download the server's streamed CSV exports.
 */
export function ReportsPage() {
  const { t } = useT();
  const { data, status, error, retry } = useLoad(getReportSummary, REPORTS_LOAD_FAILED, {
    toast: 'never',
  });
  const { busy, download, exportSummary } = useReportDownloads();
  const loading = status === 'loading';

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={retry}
              disabled={loading}
            >
              {t('reports.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              onClick={() => data && exportSummary(data)}
              disabled={!data || loading}
            >
              {t('reports.export')}
            </Button>
          </>
        }
      />
      {loading && <LoadingState label={t('reports.loading')} />}
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('actions.tryAgain')}
            </Button>
          }
        >
          <AlertTitle>{t('reports.loadFailed')}</AlertTitle>
          {error && error !== REPORTS_LOAD_FAILED ? error : t('reports.tryAgainHint')}
        </Alert>
      )}
      {status === 'ready' && data && (
        <Stack spacing={3}>
          {data.canSeeMoney === false && <Alert severity="info">{t('reports.noMoney')}</Alert>}
          <HeadlineCards summary={data} />
          <Suspense fallback={<LoadingState label={t('reports.loadingCharts')} />}>
            <ReportCharts summary={data} />
          </Suspense>
          <FigureSections summary={data} />
          <QuickActions
            busy={busy}
            canSeeMoney={data.canSeeMoney !== false}
            onDownload={(kind) => void download(kind)}
          />
        </Stack>
      )}
    </>
  );
}
