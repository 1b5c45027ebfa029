import CreateIcon from '@mui/icons-material/Create';
import DrawIcon from '@mui/icons-material/Draw';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@grovekeeper/shared';
import type { ContractEvent } from '@grovekeeper/shared';
import { NO_VALUE } from '../../common/utils/format';
import { describeEvent } from '../utils/describe-event';
import { DetailSection } from './DetailSection';
import { useT } from '../../../i18n';

const ICONS = {
  created: <CreateIcon fontSize="small" />,
  terms_changed: <EditNoteIcon fontSize="small" />,
  submitted: <SendIcon fontSize="small" />,
  signed: <DrawIcon fontSize="small" />,
};

/** The contract's history as the server recorded it, oldest first. */
export function ContractTimeline({ events }: { events: readonly ContractEvent[] }) {
  const { t } = useT();
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <DetailSection id="timeline" title={t('detail.timeline.title')}>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{t('detail.timeline.empty')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('detail.timeline.label')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {ordered.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                pb: index === ordered.length - 1 ? 0 : 2,
                position: 'relative',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  color: event.action === 'signed' ? 'success.main' : 'primary.main',
                  display: 'flex',
                  pt: 0.25,
                }}
              >
                {ICONS[event.action] ?? <CreateIcon fontSize="small" />}
              </Box>
              <Box>
                <Typography>{describeEvent(event)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={event.at}>{formatDateTime(event.at, NO_VALUE)}</time>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
