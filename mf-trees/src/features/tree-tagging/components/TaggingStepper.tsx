import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export type TaggingStep = 'scan' | 'info' | 'success';

const STEPS: { value: TaggingStep; label: string }[] = [
  { value: 'scan', label: 'Scan' },
  { value: 'info', label: 'Update' },
  { value: 'success', label: 'Done' },
];

/** Where the person is in the scan, update, done cycle. */
export function TaggingStepper({ step }: { step: TaggingStep }) {
  const active = STEPS.findIndex(({ value }) => value === step);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Tagging progress" sx={{ mb: 3 }}>
      {STEPS.map(({ value, label }, index) => (
        <Step key={value} completed={index < active}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
