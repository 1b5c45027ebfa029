import type { ReactElement } from 'react';
import CreateIcon from '@mui/icons-material/Create';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import StarIcon from '@mui/icons-material/Star';
import UndoIcon from '@mui/icons-material/Undo';
import DrawIcon from '@mui/icons-material/Draw';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@grovekeeper/shared';
import type { ContractEvent, ContractEventAction } from '@grovekeeper/shared';
import { NO_VALUE } from '../../common/utils/format';
import { describeEvent } from '../utils/describe-event';
import { DetailSection } from './DetailSection';
import { useT } from '../../../i18n';

const ICONS: Record<ContractEventAction, ReactElement> = {
  created: <CreateIcon fontSize="small" />,
  terms_changed: <EditNoteIcon fontSize="small" />,
  submitted: <SendIcon fontSize="small" />,
  signed: <DrawIcon fontSize="small" />,
  activated: <PlayCircleIcon fontSize="small" />,
  completed: <CheckCircleIcon fontSize="small" />,
  termination_requested: <EventBusyIcon fontSize="small" />,
  termination_accepted: <EventBusyIcon fontSize="small" />,
  termination_declined: <DoNotDisturbIcon fontSize="small" />,
  termination_withdrawn: <UndoIcon fontSize="small" />,
  terminated: <EventBusyIcon fontSize="small" />,
  rated: <StarIcon fontSize="small" />,
};

const SUCCESS: readonly string[] = ['signed', 'activated', 'completed'];

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
                  color: SUCCESS.includes(event.action) ? 'success.main' : 'primary.main',
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
