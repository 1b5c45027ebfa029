import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, LoadingState, useAuthStore } from '@grovekeeper/shared';
import type { Tree, TreePhoto } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useTreePhotos } from '../hooks/useTreePhotos';
import { PhotoGallery } from '../../common/components/PhotoGallery';
import { PhotoUploadForm } from './PhotoUploadForm';
import { mayDeletePhoto } from '../../common/utils/tree-rights';
import type { TreeRights } from '../../common/utils/tree-rights';
import { NotAvailableOffline } from '../../common/offline/NotAvailableOffline';

// Read from the phone's queue after the first paint: the section shows the server's photos first.
const PendingPhotos = lazy(() =>
  import('./PendingPhotos').then((module) => ({ default: module.PendingPhotos })),
);

export interface TreePhotosSectionProps {
  tree: Tree;
  /** Upload and delete exist only in edit mode (spec §6). */
  editing: boolean;
  /** The caller's rights (absent: the owner's): field staff delete only their own, for 24 hours. */
  rights?: TreeRights;
  /** No signal: a photo can be added (it waits on the phone); the gallery cannot show. */
  offline?: boolean;
}

export function TreePhotosSection({
  tree,
  editing,
  rights,
  offline = false,
}: TreePhotosSectionProps) {
  const { t } = useT();
  const userId = useAuthStore((state) => state.userId);
  // Shown from the phone, the gallery loads once a photo taken here reached the server.
  const [backInRange, setBackInRange] = useState(false);
  const photos = useTreePhotos(tree, !offline || backInRange);
  const photoSent = async () => {
    if (!navigator.onLine) return;
    if (offline && !backInRange) setBackInRange(true);
    else await photos.refresh();
  };
  const [toDelete, setToDelete] = useState<TreePhoto | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await photos.remove(toDelete.id);
    setToDelete(null);
  };

  return (
    <Box component="section" aria-labelledby="photos-heading">
      <Typography id="photos-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('photos.heading')}
      </Typography>
      {editing && <PhotoUploadForm uploading={photos.uploading} onUpload={photos.upload} />}
      <Suspense fallback={null}>
        <PendingPhotos treeId={tree.id} treeTitle={tree.title} onSent={photoSent} />
      </Suspense>
      {offline && !backInRange && <NotAvailableOffline />}
      {photos.status === 'loading' && <LoadingState label={t('photos.loading')} />}
      {photos.status === 'error' && <Alert severity="error">{photos.error}</Alert>}
      {photos.status === 'ready' && (
        <PhotoGallery
          photos={photos.photos}
          treeTitle={tree.title}
          onDelete={editing ? setToDelete : undefined}
          canDelete={rights ? (photo) => mayDeletePhoto(rights, photo, userId) : undefined}
          deletingId={photos.deletingId}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('photos.deleteDialog.title')}
        description={t('photos.deleteDialog.description')}
        confirmLabel={t('photos.deleteDialog.confirm')}
        busyLabel={t('photos.deleteDialog.busy')}
        busy={photos.deletingId !== null}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
