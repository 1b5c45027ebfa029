import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime, i18nKey } from '@grovekeeper/shared';
import type { ChangeConflict } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';
import { fieldValueText } from '../utils/change-summary';

export interface ConflictViewProps {
  conflict: ChangeConflict;
  busy: boolean;
  onKeep: (keep: 'mine' | 'theirs') => void;
}

const FIELD_KEYS: Record<string, string> = {
  state: i18nKey('sync.conflict.fields.state'),
  notes: i18nKey('sync.conflict.fields.notes'),
  title: i18nKey('sync.conflict.fields.title'),
  category: i18nKey('sync.conflict.fields.category'),
};

/**
 * A conflict as the person decides it: each field changed on both sides, this phone's value
 * ('Yours') beside the other person's (their name and the time of their change), and the two
 * choices. A plain table reads cell by cell with a screen reader and fits a 390 px phone.
 */
export function ConflictView({ conflict, busy, onKeep }: ConflictViewProps) {
  const { t } = useT();
  const name = conflict.changedBy?.name ?? t('sync.conflict.someone');
  const time = formatDateTime(conflict.changedAt);
  const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' } as const;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {conflict.changedBy && time
          ? t('sync.conflict.intro', { name, time })
          : t('sync.conflict.introUnknown')}
      </Typography>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 14 }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, width: '28%' }}>
              {t('sync.conflict.field')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('sync.conflict.yours')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {time ? t('sync.conflict.theirs', { name, time }) : name}
            </Box>
          </tr>
        </thead>
        <tbody>
          {conflict.fields.map((field) => (
            <tr key={field}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500 }}>
                {FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field}
              </Box>
              <Box component="td" sx={{ ...cell, overflowWrap: 'anywhere' }}>
                {fieldValueText(field, conflict.mine[field])}
              </Box>
              <Box component="td" sx={{ ...cell, overflowWrap: 'anywhere' }}>
                {fieldValueText(field, conflict.theirs[field])}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button variant="contained" disabled={busy} onClick={() => onKeep('mine')}>
          {t('sync.conflict.keepMine')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => onKeep('theirs')}>
          {t('sync.conflict.keepTheirs')}
        </Button>
      </Box>
    </Box>
  );
}
