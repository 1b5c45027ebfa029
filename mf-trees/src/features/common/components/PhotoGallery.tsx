import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@grovekeeper/shared';
import type { TreePhoto } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { photoAltText } from '../utils/photo-file';
import { PhotoViewerDialog } from './PhotoViewerDialog';

export interface PhotoGalleryProps {
  photos: TreePhoto[];
  treeTitle: string;
  /** Given only in edit mode: each photo gets a delete button. */
  onDelete?: (photo: TreePhoto) => void;
  /** Which photos get the delete button (the caller's role; default all, with onDelete). */
  canDelete?: (photo: TreePhoto) => boolean;
  deletingId?: string | null;
}

/** Small, lazily loaded thumbnails; a tap opens the full photo. */
export function PhotoGallery({
  photos,
  treeTitle,
  onDelete,
  canDelete,
  deletingId,
}: PhotoGalleryProps) {
  const { t } = useT();
  const [open, setOpen] = useState<TreePhoto | null>(null);

  if (photos.length === 0) {
    return <EmptyState icon={<PhotoLibraryIcon />} title={t('photos.none')} />;
  }

  return (
    <>
      <Box
        component="ul"
        aria-label={t('photos.listLabel')}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {photos.map((photo) => {
          const alt = photoAltText(photo.caption, treeTitle);
          return (
            <Box component="li" key={photo.id} sx={{ position: 'relative', minWidth: 0 }}>
              <ButtonBase
                onClick={() => setOpen(photo)}
                aria-label={t('photos.open', { name: alt })}
                sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box
                  component="img"
                  src={photo.thumbnailUrl || photo.url}
                  alt={alt}
                  loading="lazy"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '1 / 1',
                    objectFit: 'cover',
                    bgcolor: 'action.hover',
                  }}
                />
              </ButtonBase>
              {photo.caption?.trim() && (
                <Typography variant="caption" component="p" sx={{ mt: 0.5 }} noWrap title={alt}>
                  {photo.caption}
                </Typography>
              )}
              {onDelete && (canDelete?.(photo) ?? true) && (
                <IconButton
                  aria-label={t('photos.delete', { name: alt })}
                  onClick={() => onDelete(photo)}
                  disabled={deletingId === photo.id}
                  size="small"
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  {deletingId === photo.id ? (
                    <CircularProgress size={18} />
                  ) : (
                    <DeleteIcon fontSize="small" color="error" />
                  )}
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <PhotoViewerDialog photo={open} treeTitle={treeTitle} onClose={() => setOpen(null)} />
    </>
  );
}
