import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WORKER_SKILLS } from '@grovekeeper/shared';
import type { WorkerSkill } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { labelOf } from '../../common/utils/labels';

export interface JobSkillsSelectProps {
  value: WorkerSkill[];
  onChange: (skills: WorkerSkill[]) => void;
}

/** Required skills on the post form: any of the known skills, picked from a list. */
export function JobSkillsSelect({ value, onChange }: JobSkillsSelectProps) {
  const { t } = useT();
  return (
    <TextField
      select
      fullWidth
      label={t('form.requiredSkills')}
      value={value}
      onChange={(event) => {
        const picked = event.target.value as unknown as WorkerSkill[] | string;
        // MUI hands a multiple select's value as an array; autofill may hand a string.
        const list = typeof picked === 'string' ? picked.split(',') : picked;
        // Keep the spec's order of skills whatever order they were picked in.
        onChange(WORKER_SKILLS.filter((skill) => list.includes(skill)));
      }}
      helperText={t('form.requiredSkillsHint')}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as WorkerSkill[]).map((skill) => (
                <Chip key={skill} size="small" label={labelOf(skill)} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {WORKER_SKILLS.map((skill) => (
        <MenuItem key={skill} value={skill}>
          {labelOf(skill)}
        </MenuItem>
      ))}
    </TextField>
  );
}
