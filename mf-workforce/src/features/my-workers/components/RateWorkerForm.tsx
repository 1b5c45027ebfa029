import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BusyButton, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { WorkerRatingInput } from '@grovekeeper/shared';
import { t, useT } from '../../../i18n';
import { rateWorker } from '../api/rate-worker';

export interface RateWorkerFormProps {
  applicationId: string;
  workerName: string;
  onRated: (score: number) => void;
}

const starLabel = (value: number) => t('myWorkers.rate.stars', { count: value });

/** Rate the worker of an approved application, 1 to 5 stars, once. */
export function RateWorkerForm({ applicationId, workerName, onRated }: RateWorkerFormProps) {
  useT(); // re-renders in a new language
  const [score, setScore] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const legendId = `rate-worker-${applicationId}`;

  const submit = async () => {
    if (!score) return;
    setSending(true);
    try {
      await rateWorker(applicationId, score as WorkerRatingInput['score']);
      notifySuccess(
        t('myWorkers.rate.ratedTitle'),
        t('myWorkers.rate.rated', { name: workerName, score }),
      );
      onRated(score);
    } catch (failure) {
      notifyError(errorMessage(failure, t('myWorkers.rate.failed')));
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 1 }}>
        <Typography component="legend" id={legendId} variant="body2" sx={{ mb: 0.5 }}>
          {t('myWorkers.rate.legend', { name: workerName })}
        </Typography>
        <Rating
          name={`rating-${applicationId}`}
          max={5}
          value={score}
          onChange={(_event, value) => setScore(value)}
          getLabelText={starLabel}
          emptyLabelText={t('myWorkers.rate.empty')}
          disabled={sending}
        />
      </Box>
      <BusyButton
        type="submit"
        size="small"
        variant="contained"
        busy={sending}
        disabled={sending || !score}
        aria-label={t('myWorkers.rate.submitLabel', { name: workerName })}
      >
        {t('myWorkers.rate.submit')}
      </BusyButton>
    </Box>
  );
}
