import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BusyButton, i18nKey } from '@grovekeeper/shared';
import type { ReportExportKind } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { DownloadKind } from '../hooks/useReportDownloads';
import '../../../i18n/parts/reports';

const ACTIONS: { kind: ReportExportKind; label: string }[] = [
  { kind: 'estates', label: i18nKey('reports.quickActions.estates') },
  { kind: 'harvests', label: i18nKey('reports.quickActions.harvests') },
  { kind: 'rental-income', label: i18nKey('reports.quickActions.rentalIncome') },
];

export interface QuickActionsProps {
  busy: DownloadKind | null;
  onDownload: (kind: ReportExportKind) => void;
  /** False: no Rental Income Report (the server refuses it to field staff and viewers). */
  canSeeMoney?: boolean;
}

/** The three CSV downloads; the running one shows a spinner, the others wait. */
export function QuickActions({ busy, onDownload, canSeeMoney = true }: QuickActionsProps) {
  const { t } = useT();
  const actions = canSeeMoney
    ? ACTIONS
    : ACTIONS.filter((action) => action.kind !== 'rental-income');
  return (
    <Card component="section" aria-label={t('reports.quickActions.title')}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {t('reports.quickActions.title')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {actions.map((action) => (
            <BusyButton
              key={action.kind}
              variant="outlined"
              busy={busy === action.kind}
              disabled={busy !== null}
              startIcon={<DownloadIcon />}
              onClick={() => onDownload(action.kind)}
            >
              {t(action.label)}
            </BusyButton>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
