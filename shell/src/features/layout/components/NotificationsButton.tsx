import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** The spec's fixed badge: notifications have no behaviour yet. */
export const NOTIFICATION_BADGE_COUNT = 3;

/** The bell's name says what its badge shows (WCAG 2.5.3, label in name). */
export const NOTIFICATIONS_LABEL = `Notifications (${NOTIFICATION_BADGE_COUNT})`;

export function NotificationsButton() {
  return (
    <Tooltip title="Notifications">
      <IconButton aria-label={NOTIFICATIONS_LABEL}>
        <Badge badgeContent={NOTIFICATION_BADGE_COUNT} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
