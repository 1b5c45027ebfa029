import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_GROUPS } from '@grovekeeper/constants';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { FilterSelect } from '@grovekeeper/shared/filters';
import type { AppNotification, NotificationPage } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '../api/notifications-api';
import { useNotificationsStore } from '../stores/notifications-store';
import { relativeTime } from './relative-time';
import { visuallyHidden } from '../../common/utils/visually-hidden';
import '../../../i18n/parts/notifications';

type Group = keyof typeof NOTIFICATION_GROUPS;
const GROUPS = Object.keys(NOTIFICATION_GROUPS) as Group[];

function isGroup(value: string | null): value is Group {
  return value !== null && (GROUPS as string[]).includes(value);
}

/**
 * /notifications: every notification, newest first, a page at a time, filtered by kind group
 * and unread only (both kept in the URL, so the dashboard can link to a group).
 */
export function NotificationsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const groupParam = params.get('group');
  const group: Group | '' = isGroup(groupParam) ? groupParam : '';
  const unreadOnly = params.get('unread') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const revision = useNotificationsStore((state) => state.revision);
  const [answer, setAnswer] = useState<NotificationPage | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let cancelled = false;
    listNotifications({
      page,
      unreadOnly,
      kind: group ? NOTIFICATION_GROUPS[group].join(',') : undefined,
    })
      .then((result) => {
        if (cancelled) return;
        setAnswer(result);
        setFailed(false);
        useNotificationsStore.getState().setUnread(result.unread);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [page, unreadOnly, group]);

  useEffect(() => load(), [load, revision]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const markRead = async (item: AppNotification) => {
    const { unread } = await markNotificationsRead([item.id]);
    useNotificationsStore.getState().markRead([item.id], unread);
    load();
  };

  const markAll = async () => {
    await markAllNotificationsRead();
    useNotificationsStore.getState().markAllRead();
    load();
  };

  const pagination = answer?.pagination;
  return (
    <>
      <PageHeader
        title={t('notifications.pageTitle')}
        subtitle={t('notifications.pageSubtitle')}
        actions={
          <Button variant="outlined" onClick={() => void markAll()} disabled={!answer?.unread}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 220 }}>
          <FilterSelect<Group>
            id="notification-group"
            label={t('notifications.group')}
            value={group}
            anyLabel={t('notifications.allGroups')}
            showAny
            fullWidth
            options={GROUPS.map((value) => ({ value, label: t(`notifications.groups.${value}`) }))}
            onChange={(value) => update({ group: value || null, page: null })}
          />
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={unreadOnly}
              onChange={(event) =>
                update({ unread: event.target.checked ? '1' : null, page: null })
              }
            />
          }
          label={t('notifications.unreadOnly')}
        />
      </Stack>
      {failed && <Alert severity="error">{t('notifications.loadFailed')}</Alert>}
      {!answer && !failed && <LoadingState />}
      {answer && answer.notifications.length === 0 && (
        <Typography color="text.secondary">
          {group || unreadOnly ? t('notifications.noneFiltered') : t('notifications.none')}
        </Typography>
      )}
      {answer && answer.notifications.length > 0 && (
        <Card>
          <List disablePadding aria-label={t('notifications.pageTitle')}>
            {answer.notifications.map((item) => (
              <ListItem
                key={item.id}
                divider
                data-testid="notification-row"
                sx={{ alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: item.readAt ? 400 : 600 }}>
                    {!item.readAt && (
                      <Box component="span" sx={visuallyHidden}>
                        {t('notifications.unread')}{' '}
                      </Box>
                    )}
                    {item.link ? (
                      <Link
                        component={RouterLink}
                        to={item.link}
                        onClick={() => {
                          if (!item.readAt) void markRead(item).catch(() => undefined);
                        }}
                      >
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </Typography>
                  {item.body && (
                    <Typography variant="body2" color="text.secondary">
                      {item.body}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {relativeTime(item.createdAt)}
                  </Typography>
                </Box>
                {!item.readAt && (
                  <Button size="small" onClick={() => void markRead(item).catch(() => undefined)}>
                    {t('notifications.markRead')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      {pagination && pagination.total > 1 && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
        >
          <Button
            disabled={pagination.current <= 1}
            onClick={() => update({ page: String(pagination.current - 1) })}
          >
            {t('notifications.previous')}
          </Button>
          <Typography>
            {t('notifications.pageOf', { current: pagination.current, total: pagination.total })}
          </Typography>
          <Button
            disabled={pagination.current >= pagination.total}
            onClick={() => update({ page: String(pagination.current + 1) })}
          >
            {t('notifications.next')}
          </Button>
        </Stack>
      )}
    </>
  );
}
