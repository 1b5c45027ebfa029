import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { JOB_BENEFITS } from '@grovekeeper/shared';
import type { JobBenefit } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { labelOf } from '../../common/utils/labels';

export interface JobBenefitsFieldProps {
  value: JobBenefit[];
  onChange: (benefits: JobBenefit[]) => void;
}

/** The benefits a job offers, one checkbox each (a fieldset, so the group has a name). */
export function JobBenefitsField({ value, onChange }: JobBenefitsFieldProps) {
  const { t } = useT();
  const toggle = (benefit: JobBenefit, on: boolean) =>
    onChange(JOB_BENEFITS.filter((item) => (item === benefit ? on : value.includes(item))));
  return (
    <FormControl component="fieldset" sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">{t('form.benefits')}</FormLabel>
      <FormGroup row>
        {JOB_BENEFITS.map((benefit) => (
          <FormControlLabel
            key={benefit}
            label={labelOf(benefit)}
            control={
              <Checkbox
                checked={value.includes(benefit)}
                onChange={(event) => toggle(benefit, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
