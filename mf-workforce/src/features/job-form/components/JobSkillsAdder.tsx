import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { WORKER_SKILLS } from '@grovekeeper/shared';
import type { WorkerSkill } from '@grovekeeper/shared';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  const add = () => {
    const result = addSkill(value, text);
    if (result.outcome === 'unknown') {
      setError('Choose one of the suggested skills');
      return;
    }
    setError(null);
    setText('');
    if (result.outcome === 'added') onChange(result.skills);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, gridColumn: '1 / -1' }}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        Required Skills
      </Typography>
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label="Required skills"
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
          No skills required yet
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Add Skill"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the skill instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? 'e.g. Pruning'}
          slotProps={{ htmlInput: { list: listId } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }}>
          Add
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
