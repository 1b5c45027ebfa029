import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-tagging';

export type TaggingStep = 'scan' | 'info' | 'success';

const STEPS: TaggingStep[] = ['scan', 'info', 'success'];

/** Where the person is in the scan, update, done cycle. */
export function TaggingStepper({ step }: { step: TaggingStep }) {
  const { t } = useT();
  const active = STEPS.indexOf(step);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('tagging.progress')} sx={{ mb: 3 }}>
      {STEPS.map((value, index) => (
        <Step key={value} completed={index < active}>
          <StepLabel>{t(`tagging.steps.${value}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
