import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tree } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeCodeOf } from '../utils/tag-form';
import { StepHeading } from './StepHeading';
import '../../../i18n/parts/tree-tagging';

/** Step 3: the tree is saved; on to the next tag. */
export function TaggingSuccess({ tree, onScanAnother }: { tree: Tree; onScanAnother: () => void }) {
  const { t } = useT();
  const code = treeCodeOf(tree);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <StepHeading focusOnMount>{t('tagging.messages.treeUpdated')}</StepHeading>
        <Typography color="text.secondary">
          {tree.title}
          {code && ` (${code})`}
        </Typography>
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
