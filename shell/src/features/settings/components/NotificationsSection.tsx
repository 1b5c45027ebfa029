import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@grovekeeper/constants';
import type { NotificationChannel, NotificationKind } from '@grovekeeper/constants';
import { notifyError, notifySuccess } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../../notifications/api/preferences-api';
import '../../../i18n/parts/settings';

type Preferences = Record<NotificationKind, NotificationChannel>;

function isKind(value: string | null): value is NotificationKind {
  return value !== null && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * For each kind of notification: in the product, by e-mail, both or off, saved as it changes.
 * A mail's unsubscribe link lands here with `?unsubscribed=<kind>` and is told so.
 */
export function NotificationsSection() {
  const { t } = useT();
  const [params] = useSearchParams();
  const unsubscribed = params.get('unsubscribed');
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.resolve()
      .then(() => getNotificationPreferences())
      .then((answer) => {
        if (!cancelled) setPreferences(answer.preferences);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const change = async (kind: NotificationKind, channel: NotificationChannel) => {
    if (!preferences) return;
    const before = preferences;
    setPreferences({ ...preferences, [kind]: channel });
    try {
      const answer = await saveNotificationPreferences({ [kind]: channel });
      setPreferences(answer.preferences);
      notifySuccess(t('settings.notifications.saved'));
    } catch {
      setPreferences(before);
      notifyError(t('settings.notifications.saveFailed'));
    }
  };

  return (
    <FormSection
      title={t('settings.notifications.title')}
      description={t('settings.notifications.intro')}
    >
      {isKind(unsubscribed) && (
        <Alert severity="success" data-testid="unsubscribed">
          {t('settings.notifications.unsubscribed', {
            kind: t(`settings.notifications.kinds.${unsubscribed}`),
          })}
        </Alert>
      )}
      {failed && <Alert severity="error">{t('settings.notifications.loadFailed')}</Alert>}
      {!preferences && !failed && (
        <Typography color="text.secondary">{t('settings.loading')}</Typography>
      )}
      {preferences &&
        NOTIFICATION_KINDS.map((kind) => (
          <TextField
            key={kind}
            select
            size="small"
            id={`notification-${kind}`}
            label={t(`settings.notifications.kinds.${kind}`)}
            value={preferences[kind] ?? 'app'}
            onChange={(event) => void change(kind, event.target.value as NotificationChannel)}
          >
            {NOTIFICATION_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {t(`settings.notifications.channels.${channel}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </FormSection>
  );
}
