import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useT } from '../../../i18n';

/** The spec's fixed badge: notifications have no behaviour yet. */
export const NOTIFICATION_BADGE_COUNT = 3;

export function NotificationsButton() {
  const { t } = useT();
  return (
    <Tooltip title={t('header.notifications')}>
      {/* The bell's name says what its badge shows (WCAG 2.5.3, label in name). */}
      <IconButton aria-label={t('header.notificationsCount', { number: NOTIFICATION_BADGE_COUNT })}>
        <Badge badgeContent={NOTIFICATION_BADGE_COUNT} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
