import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import type { TagSaved } from '../hooks/useTreeSave';
import { treeCodeOf } from '../utils/tag-form';
import { SyncPageLink } from '../../common/offline/SyncPageLink';
import { StepHeading } from './StepHeading';
import '../../../i18n/parts/tree-tagging';
import '../../../i18n/parts/offline';

/** Step 3: the tree is saved (or kept on the phone, or in conflict); on to the next tag. */
export function TaggingSuccess({
  saved,
  onScanAnother,
}: {
  saved: TagSaved;
  onScanAnother: () => void;
}) {
  const { t } = useT();
  const { tree, outcome } = saved;
  const code = treeCodeOf(tree);
  const heading =
    outcome === 'sent'
      ? t('tagging.messages.treeUpdated')
      : outcome === 'queued'
        ? t('offline.savedOnPhoneTitle')
        : t('offline.conflictTitle');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {outcome !== 'conflict' && (
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        )}
        <StepHeading focusOnMount>{heading}</StepHeading>
        <Typography color="text.secondary">
          {tree.title}
          {code && ` (${code})`}
        </Typography>
        {outcome === 'queued' && (
          <Alert severity="info" role="status" sx={{ textAlign: 'start' }}>
            {t('offline.savedOnPhone')}
          </Alert>
        )}
        {outcome === 'conflict' && (
          <Alert severity="warning" role="alert" sx={{ textAlign: 'start' }}>
            <AlertTitle>{t('offline.conflictTitle')}</AlertTitle>
            {t('offline.conflict')} <SyncPageLink />
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<QrCodeScannerIcon />}
          onClick={onScanAnother}
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          {t('tagging.scanAnother')}
        </Button>
      </Stack>
    </Paper>
  );
}
