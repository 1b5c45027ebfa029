import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@grovekeeper/shared';
import type { Job } from './api';
import '../i18n/parts/jobs';

export interface JobProgressProps {
  /** What runs ("Detecting trees"): the bar's accessible name. */
  label: string;
  /** The job as last read; null while the first read is on its way. */
  job: Pick<Job, 'state' | 'progress'> | null;
  /** The last read failed (the page keeps trying). */
  error?: string | null;
  cancelling?: boolean;
  onCancel: () => void;
}

/**
 * A running job: a progress bar with its percent, "You can leave this page", and Cancel.
 * The percent is announced politely as it changes.
 */
export function JobProgress({ label, job, error, cancelling = false, onCancel }: JobProgressProps) {
  const { t } = useTranslation('common');
  const percent = job?.progress ?? 0;
  const queued = !job || job.state === 'queued';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={t('jobs.percent', { percent })}
      />
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        role="status"
        aria-live="polite"
      >
        <Typography variant="body2">
          {queued ? t('jobs.queued') : t('jobs.percent', { percent })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('jobs.leave')}
      </Typography>
      {error && <Alert severity="warning">{error}</Alert>}
      <Box>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={cancelling}>
          {cancelling ? t('jobs.cancelling') : t('jobs.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
