import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, LoadingState } from '@grovekeeper/shared';
import type { TreePhoto } from '@grovekeeper/shared';
import { useTreePhotos } from '../hooks/useTreePhotos';
import { PhotoGallery } from '../../common/components/PhotoGallery';
import { PhotoUploadForm } from './PhotoUploadForm';

export interface TreePhotosSectionProps {
  treeId: string;
  treeTitle: string;
  /** Upload and delete exist only in edit mode (spec §6). */
  editing: boolean;
}

export function TreePhotosSection({ treeId, treeTitle, editing }: TreePhotosSectionProps) {
  const photos = useTreePhotos(treeId);
  const [toDelete, setToDelete] = useState<TreePhoto | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await photos.remove(toDelete.id);
    setToDelete(null);
  };

  return (
    <Box component="section" aria-labelledby="photos-heading">
      <Typography id="photos-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
        Photos
      </Typography>
      {editing && <PhotoUploadForm uploading={photos.uploading} onUpload={photos.upload} />}
      {photos.status === 'loading' && <LoadingState label="Loading photos..." />}
      {photos.status === 'error' && <Alert severity="error">{photos.error}</Alert>}
      {photos.status === 'ready' && (
        <PhotoGallery
          photos={photos.photos}
          treeTitle={treeTitle}
          onDelete={editing ? setToDelete : undefined}
          deletingId={photos.deletingId}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this photo?"
        description="The photo will be permanently deleted. This cannot be undone."
        confirmLabel="Delete Photo"
        busyLabel="Deleting..."
        busy={photos.deletingId !== null}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
