import { useState } from 'react';
import DrawIcon from '@mui/icons-material/Draw';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { notifyError } from '@grovekeeper/shared';
import { AGREEMENT_LABEL, MUST_AGREE } from '../../common/utils/messages';
import { DetailSection } from './DetailSection';
import { useT } from '../../../i18n';

export interface SigningCardProps {
  signing: boolean;
  onSign: () => Promise<boolean>;
}

/** For a party who has not signed yet: tick the agreement, then Sign Contract. */
export function SigningCard({ signing, onSign }: SigningCardProps) {
  const { t } = useT();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const sign = () => {
    if (!agreed) {
      setProblem(MUST_AGREE);
      notifyError(t(MUST_AGREE));
      return;
    }
    setProblem(null);
    void onSign();
  };

  return (
    <DetailSection id="signing" title={t('detail.signing.title')} highlighted>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('detail.signing.intro')}
      </Typography>
      <FormControl error={Boolean(problem)} sx={{ display: 'flex', mb: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setProblem(null);
              }}
              disabled={signing}
              slotProps={{
                input: { 'aria-describedby': problem ? 'contracts:agree-error' : undefined },
              }}
            />
          }
          label={t(AGREEMENT_LABEL)}
        />
        {problem && <FormHelperText id="contracts:agree-error">{t(problem)}</FormHelperText>}
      </FormControl>
      <Button
        variant="contained"
        color="warning"
        onClick={sign}
        disabled={signing}
        startIcon={signing ? <CircularProgress size={16} color="inherit" /> : <DrawIcon />}
      >
        {signing ? t('detail.signing.signing') : t('detail.signing.sign')}
      </Button>
    </DetailSection>
  );
}
