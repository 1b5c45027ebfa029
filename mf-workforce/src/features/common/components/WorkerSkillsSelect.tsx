import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WORKER_SKILLS } from '@grovekeeper/shared';
import type { WorkerSkill } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { labelOf } from '../utils/labels';

export interface WorkerSkillsSelectProps {
  value: WorkerSkill[];
  onChange: (skills: WorkerSkill[]) => void;
  label?: string;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** Shown when nothing is picked, e.g. "Any skill" on a filter. */
  placeholder?: string;
  id?: string;
}

/** Pick any of the spec's skills (§9); the list keeps the spec's order whatever the click order. */
export function WorkerSkillsSelect({
  value,
  onChange,
  label,
  required = false,
  error,
  helperText,
  placeholder,
  id = 'worker-skills',
}: WorkerSkillsSelectProps) {
  const { t } = useT();
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label ?? t('skills.label')}
      required={required}
      value={value}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        const list = typeof picked === 'string' ? picked.split(',') : picked;
        onChange(WORKER_SKILLS.filter((skill) => list.includes(skill)));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: Boolean(placeholder),
          renderValue: (selected) => {
            const list = selected as string[];
            return list.length === 0 ? (placeholder ?? '') : list.map(labelOf).join(', ');
          },
        },
        inputLabel: placeholder ? { shrink: true } : undefined,
      }}
    >
      {WORKER_SKILLS.map((skill) => (
        <MenuItem key={skill} value={skill}>
          <Checkbox checked={value.includes(skill)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={labelOf(skill)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
