import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, formatDateTime } from '@grovekeeper/shared';
import { discardChange, resolveConflict, retryChange } from '@grovekeeper/shared/offline';
import type { ChangeStatus, QueuedChange } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';
import { useSyncAction } from '../hooks/useSyncAction';
import { changeLines } from '../utils/change-summary';
import { ConflictView } from './ConflictView';
import { PhotoPreview } from './PhotoPreview';

const STATUS_COLOR: Record<ChangeStatus, 'default' | 'info' | 'error' | 'warning'> = {
  waiting: 'default',
  sending: 'info',
  failed: 'error',
  conflict: 'warning',
};

export interface ChangeCardProps {
  change: QueuedChange;
  /** The tree's state before this change, when known (for 'state from → to'). */
  stateFrom: string | null;
}

/**
 * One change on the phone: its tree (a link), its status, what it changes, when it was made;
 * a refused one with the server's reason and Retry; a conflict with both values to choose
 * from; Discard (after a confirmation) on any.
 */
export function ChangeCard({ change, stateFrom }: ChangeCardProps) {
  const { t } = useT();
  const { busy, run } = useSyncAction();
  const [confirming, setConfirming] = useState(false);

  const discard = () => {
    setConfirming(false);
    void run(() => discardChange(change.id), t('sync.change.discarded'));
  };
  const keep = (choice: 'mine' | 'theirs') =>
    void run(
      () => resolveConflict(change.id, choice),
      choice === 'mine' ? t('sync.conflict.keptMine') : t('sync.conflict.keptTheirs'),
    );

  return (
    <Card component="li" variant="outlined" data-testid="sync-change" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/trees/${change.treeId}`}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {change.treeLabel}
          </Link>
          <Chip
            size="small"
            color={STATUS_COLOR[change.status]}
            label={t(`sync.status.${change.status}`)}
          />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('sync.change.madeAt', { time: formatDateTime(change.recordedAt) })}
          {change.attempts > 0 && ` · ${t('sync.change.attempts', { count: change.attempts })}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1, alignItems: 'flex-start' }}>
          {change.photo && (
            <PhotoPreview
              file={change.photo.file}
              alt={t('sync.change.photoPreview', { tree: change.treeLabel })}
            />
          )}
          <Box component="ul" sx={{ m: 0, pl: 2.5, minWidth: 0 }}>
            {changeLines(change, stateFrom).map((line) => (
              <Typography
                component="li"
                variant="body2"
                key={line}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
        {change.status === 'failed' && change.error && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('sync.change.refused', { reason: change.error })}
          </Typography>
        )}
        {change.status === 'conflict' && change.conflict && (
          <ConflictView conflict={change.conflict} busy={busy} onKeep={keep} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          {change.status === 'failed' && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void run(() => retryChange(change.id), t('sync.change.retried'))}
            >
              {t('sync.change.retry')}
            </Button>
          )}
          <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
            {t('sync.change.discard')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('sync.discard.title')}
        description={t('sync.discard.description', { tree: change.treeLabel })}
        confirmLabel={t('sync.discard.confirm')}
        cancelLabel={t('sync.discard.cancel')}
        destructive
        onConfirm={discard}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
