import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { markAllNotificationsRead, markNotificationsRead } from '../api/notifications-api';
import { useNotificationsStore } from '../stores/notifications-store';
import { visuallyHidden } from '../../common/utils/visually-hidden';
import { relativeTime } from './relative-time';
import '../../../i18n/parts/notifications';

interface NotificationsMenuProps {
  anchor: HTMLElement;
  onClose: () => void;
}

/** The bell's menu: the latest notifications, "Mark all read" and "See all". */
export function NotificationsMenu({ anchor, onClose }: NotificationsMenuProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const latest = useNotificationsStore((state) => state.latest);
  const unread = useNotificationsStore((state) => state.unread);

  const open = async (item: AppNotification) => {
    onClose();
    if (!item.readAt) {
      markNotificationsRead([item.id])
        .then(({ unread: left }) => useNotificationsStore.getState().markRead([item.id], left))
        .catch(() => console.warn('Could not mark the notification read'));
    }
    if (item.link) await navigate(item.link);
  };

  const markAll = () => {
    markAllNotificationsRead()
      .then(() => useNotificationsStore.getState().markAllRead())
      .catch(() => console.warn('Could not mark the notifications read'));
  };

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" onClick={markAll} disabled={!unread}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      {latest.length === 0 && (
        <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
          {t('notifications.none')}
        </Typography>
      )}
      {latest.map((item) => (
        <MenuItem
          key={item.id}
          onClick={() => void open(item)}
          data-testid="notification-item"
          data-unread={item.readAt ? undefined : 'true'}
          sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              mt: 1,
              width: 8,
              height: 8,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: item.readAt ? 'transparent' : 'primary.main',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: item.readAt ? 400 : 600 }}>
              {!item.readAt && (
                <Box component="span" sx={visuallyHidden}>
                  {t('notifications.unread')}{' '}
                </Box>
              )}
              {item.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {relativeTime(item.createdAt)}
            </Typography>
          </Box>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void navigate('/notifications');
        }}
      >
        {t('notifications.seeAll')}
      </MenuItem>
    </Menu>
  );
}
