import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@grovekeeper/shared';
import type { Contract, ContractParty, ContractRating } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { LifecycleActions } from '../hooks/useLifecycleActions';
import { DetailSection } from './DetailSection';

/** Whether the contract has ended, so that its parties may rate each other. */
export function showsRating(contract: Contract, side: ContractParty | null): boolean {
  return side !== null && (contract.status === 'completed' || contract.status === 'terminated');
}

function GivenRating({ heading, rating }: { heading: string; rating: ContractRating }) {
  const { t } = useT();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={rating.score}
          readOnly
          max={5}
          aria-label={t('detail.rating.stars', { count: rating.score })}
        />
        <Typography variant="body2" color="text.secondary">
          {formatDate(rating.createdAt)}
        </Typography>
      </Box>
      {rating.comment && <Typography sx={{ whiteSpace: 'pre-line' }}>{rating.comment}</Typography>}
    </Box>
  );
}

/**
 * After the contract completed or ended early: the user rates the other party once
 * (1 to 5 stars and a comment), then sees their rating and the other party's of them.
 */
export function RatingCard({
  contract,
  side,
  actions,
}: {
  contract: Contract;
  side: ContractParty;
  actions: LifecycleActions;
}) {
  const { t } = useT();
  const otherSide: ContractParty = side === 'owner' ? 'tenant' : 'owner';
  const otherName = contract[otherSide]?.name || t('detail.timeline.someone');
  const mine = contract.ratings?.[side] ?? null;
  const theirs = contract.ratings?.[otherSide] ?? null;
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState(false);
  const sending = actions.busy === 'rate';

  const submit = () => {
    if (!score) {
      setProblem(true);
      return;
    }
    void actions.rate({ score, comment: comment.trim() });
  };

  return (
    <DetailSection id="rating" title={t('detail.rating.title')}>
      <Stack spacing={2}>
        {mine ? (
          <GivenRating heading={t('detail.rating.yours')} rating={mine} />
        ) : (
          <Box
            component="form"
            noValidate
            aria-label={t('detail.rating.formLabel', { name: otherName })}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Typography variant="body2">{t('detail.rating.intro', { name: otherName })}</Typography>
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
              <Typography component="legend" variant="body2" id="contracts:rating-legend">
                {t('detail.rating.score', { name: otherName })}
              </Typography>
              <Rating
                name="contracts-rating-score"
                value={score}
                max={5}
                disabled={sending}
                onChange={(_event, value) => {
                  setScore(value);
                  if (value) setProblem(false);
                }}
                getLabelText={(value) => t('detail.rating.stars', { count: value })}
              />
              {problem && <FormHelperText error>{t('detail.rating.errors.score')}</FormHelperText>}
            </Box>
            <TextField
              label={t('detail.rating.comment')}
              multiline
              minRows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              disabled={sending}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={actions.busy !== null}
                startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {sending ? t('detail.rating.submitting') : t('detail.rating.submit')}
              </Button>
            </Box>
          </Box>
        )}
        {theirs && (
          <GivenRating heading={t('detail.rating.theirs', { name: otherName })} rating={theirs} />
        )}
      </Stack>
    </DetailSection>
  );
}
