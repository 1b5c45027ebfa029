import { useEffect, useRef, useState } from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueuedChanges } from '@grovekeeper/shared/offline';
import type { QueuedChange } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import { SyncPageLink } from '../../common/offline/SyncPageLink';
import { photoAltText } from '../../common/utils/photo-file';
import '../../../i18n/parts/offline';

export interface PendingPhotosProps {
  treeId: string;
  treeTitle: string;
  /**
   * A photo shown here left the queue (sent, or discarded on the Sync page): the section loads
   * the server's photos; the photo stays shown until that is done.
   */
  onSent: () => Promise<void>;
}

/** The photo a queued change carries, as an object URL released when it leaves. */
function QueuedThumbnail({ file, alt }: { file: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <Box
      component="img"
      src={url ?? undefined}
      alt={alt}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '1 / 1',
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
        opacity: 0.85,
      }}
    />
  );
}

/**
 * The photos of this tree taken on this phone and not on the server yet (issue 26): each with
 * its thumbnail from the queued file and "Waiting to be sent" (or "Not sent", the reason on
 * the Sync page). A photo this page is uploading right now is not repeated here (the form
 * shows it); one the upload left waiting is. Once a photo leaves the queue, the server's list
 * is loaded and replaces it.
 */
export function PendingPhotos({ treeId, treeTitle, onSent }: PendingPhotosProps) {
  const { t } = useT();
  const [openedAt] = useState(() => Date.now());
  const queued = useQueuedChanges().filter(
    (change) =>
      change.kind === 'photo' &&
      change.treeId === treeId &&
      change.photo &&
      (change.status !== 'sending' || Date.parse(change.recordedAt) < openedAt),
  );
  const shown = useRef(new Map<string, QueuedChange>());
  const [leaving, setLeaving] = useState<QueuedChange[]>([]);
  const ids = queued.map((change) => change.id).join(',');

  useEffect(() => {
    const now = new Set(ids ? ids.split(',') : []);
    const gone = [...shown.current.values()].filter((change) => !now.has(change.id));
    for (const change of queued) shown.current.set(change.id, change);
    if (gone.length === 0) return;
    for (const change of gone) shown.current.delete(change.id);
    setLeaving((current) => [...current, ...gone]);
    const goneIds = new Set(gone.map((change) => change.id));
    void onSent().finally(() =>
      setLeaving((current) => current.filter((change) => !goneIds.has(change.id))),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ids` names the queued photos
  }, [ids]);

  const photos = [...queued, ...leaving];
  if (photos.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('offline.pendingPhotos')}
      sx={{
        m: 0,
        mb: 2,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {photos.map((change) => {
        const failed = change.status === 'failed';
        const alt = photoAltText(change.photo?.caption, treeTitle);
        return (
          <Box component="li" key={change.id} sx={{ minWidth: 0 }}>
            {change.photo && <QueuedThumbnail file={change.photo.file} alt={alt} />}
            <Chip
              size="small"
              icon={failed ? <ErrorIcon /> : <CloudUploadIcon />}
              color={failed ? 'error' : 'default'}
              label={failed ? t('offline.photoNotSent') : t('offline.photoWaiting')}
              sx={{ mt: 0.5, maxWidth: '100%' }}
            />
            {failed && (
              <Typography variant="caption" component="p">
                <SyncPageLink />
              </Typography>
            )}
            {change.photo?.caption && (
              <Typography variant="caption" component="p" noWrap title={alt}>
                {change.photo.caption}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
