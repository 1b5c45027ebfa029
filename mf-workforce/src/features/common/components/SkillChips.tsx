import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useT } from '../../../i18n';
import { labelOf } from '../utils/labels';

export interface SkillChipsProps {
  skills: string[];
  /** Cards show the first 3 then "+N more" (spec §2); all when left out. */
  limit?: number;
  label?: string;
}

/** Skills as chips: the first `limit`, then a "+N more" chip for the rest. */
export function SkillChips({ skills, limit, label }: SkillChipsProps) {
  const { t } = useT();
  if (skills.length === 0) return null;
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  const rest = skills.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label ?? t('skills.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((skill) => (
        <li key={skill}>
          <Chip label={labelOf(skill)} size="small" variant="outlined" color="success" />
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Chip label={t('skills.more', { count: rest })} size="small" variant="outlined" />
        </li>
      )}
    </Box>
  );
}
