import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** The spec's fixed badge: notifications have no behaviour yet. */
export const NOTIFICATION_BADGE_COUNT = 3;

export function NotificationsButton() {
  return (
    <Tooltip title="Notifications">
      <IconButton aria-label="Notifications">
        <Badge badgeContent={NOTIFICATION_BADGE_COUNT} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
