import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TreePhoto } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatDateTime } from '../utils/format';
import { photoAltText } from '../utils/photo-file';

export interface PhotoViewerDialogProps {
  photo: TreePhoto | null;
  treeTitle: string;
  onClose: () => void;
}

/** The full photo over the page; Escape or the close button returns to the gallery. */
export function PhotoViewerDialog({ photo, treeTitle, onClose }: PhotoViewerDialogProps) {
  const { t } = useT();
  const alt = photo ? photoAltText(photo.caption, treeTitle) : '';
  return (
    <Dialog
      open={photo !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="photo-viewer-title"
    >
      <DialogTitle id="photo-viewer-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {alt}
      </DialogTitle>
      <IconButton
        aria-label={t('photos.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {photo && (
        <DialogContent sx={{ p: { xs: 1, sm: 2 } }}>
          <Box
            component="img"
            src={photo.url}
            alt={alt}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: '75vh',
              objectFit: 'contain',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('photos.added', { date: formatDateTime(photo.createdAt) })}
          </Typography>
        </DialogContent>
      )}
    </Dialog>
  );
}
