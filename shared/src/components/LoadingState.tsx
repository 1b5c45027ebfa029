import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCommonT } from '../i18n/common';

/** A centred spinner with the screen's own loading text (e.g. 'Loading estates...'). */
export function LoadingState({ label: given }: { label?: string }) {
  const { t } = useCommonT();
  const label = given ?? t('loading.default');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      {/* Named by the screen's loading text: a progressbar without a name is an axe violation. */}
      <CircularProgress size={24} aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
