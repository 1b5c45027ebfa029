import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LatLng } from '@grovekeeper/shared';
import { MapSnapshot, staticSnapshotUrl } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import '../../../i18n/parts/picker';

export interface SnapshotDialogProps {
  open: boolean;
  boundary: LatLng[];
  onClose: () => void;
}

/** The 1024×1024 satellite snapshot with the polygon (an SVG drawing without a Google key). */
export function SnapshotDialog({ open, boundary, onClose }: SnapshotDialogProps) {
  const { t } = useT();
  const url = open ? staticSnapshotUrl(boundary) : null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="snapshot-title">
      <DialogTitle id="snapshot-title">{t('picker.snapshot.title')}</DialogTitle>
      <DialogContent>
        {url ? (
          <img
            src={url}
            alt={t('picker.snapshot.alt')}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        ) : (
          <MapSnapshot boundary={boundary} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
