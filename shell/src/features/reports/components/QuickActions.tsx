import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BusyButton } from '@grovekeeper/shared';
import type { ReportExportKind } from '@grovekeeper/shared';
import type { DownloadKind } from '../hooks/useReportDownloads';

const ACTIONS: { kind: ReportExportKind; label: string }[] = [
  { kind: 'estates', label: 'Export Estate Report' },
  { kind: 'harvests', label: 'Generate Harvest Report' },
  { kind: 'rental-income', label: 'Rental Income Report' },
];

export interface QuickActionsProps {
  busy: DownloadKind | null;
  onDownload: (kind: ReportExportKind) => void;
}

/** The three CSV downloads; the running one shows a spinner, the others wait. */
export function QuickActions({ busy, onDownload }: QuickActionsProps) {
  return (
    <Card component="section" aria-label="Quick Actions">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {ACTIONS.map((action) => (
            <BusyButton
              key={action.kind}
              variant="outlined"
              busy={busy === action.kind}
              disabled={busy !== null}
              startIcon={<DownloadIcon />}
              onClick={() => onDownload(action.kind)}
            >
              {action.label}
            </BusyButton>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
