import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { WORKER_SKILLS } from '@grovekeeper/shared';
import type { WorkerSkill } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { labelOf } from '../../common/utils/labels';
import { addSkill } from '../utils/skill-input';

export interface JobSkillsAdderProps {
  value: WorkerSkill[];
  onChange: (skills: WorkerSkill[]) => void;
}

/**
 * Required skills on the edit page: typed (with suggestions) and added with Add or Enter.
 * Empty and duplicate entries are ignored; only known skills are taken.
 */
export function JobSkillsAdder({ value, onChange }: JobSkillsAdderProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  // Whether the typed text names no known skill (the message follows the language).
  const [unknown, setUnknown] = useState(false);
  const error = unknown ? t('form.unknownSkill') : null;
  const listId = useId();

  const add = () => {
    const result = addSkill(value, text);
    if (result.outcome === 'unknown') {
      setUnknown(true);
      return;
    }
    setUnknown(false);
    setText('');
    if (result.outcome === 'added') onChange(result.skills);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, gridColumn: '1 / -1' }}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        {t('form.requiredSkills')}
      </Typography>
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('form.requiredSkillsList')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {value.map((skill) => (
            <li key={skill}>
              <Chip
                label={labelOf(skill)}
                onDelete={() => onChange(value.filter((item) => item !== skill))}
              />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('form.noSkillsYet')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('form.addSkill')}
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setUnknown(false);
          }}
          onKeyDown={(event) => {
            // Enter adds the skill instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? t('form.addSkillHint')}
          slotProps={{ htmlInput: { list: listId } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }}>
          {t('form.add')}
        </Button>
      </Box>
      <datalist id={listId}>
        {WORKER_SKILLS.filter((skill) => !value.includes(skill)).map((skill) => (
          <option key={skill} value={labelOf(skill)} />
        ))}
      </datalist>
    </Box>
  );
}
