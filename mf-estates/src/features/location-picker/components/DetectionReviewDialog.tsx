import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { dismissToast } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import type { Theme } from '@mui/material/styles';
import { useT } from '../../../i18n';
import { DetectionReview } from '../../common/components/DetectionReview';
import type {
  DetectedTree,
  DetectionReviewCorrections,
  DetectionReviewImage,
} from '../../common/utils/detection-review';
import '../../../i18n/parts/picker';

export interface DetectionReviewDialogProps {
  open: boolean;
  runId: string;
  image: DetectionReviewImage;
  trees: readonly DetectedTree[];
  corrections: DetectionReviewCorrections;
  onChange: (next: DetectionReviewCorrections) => void;
  boundary: readonly LatLng[];
  onClose: () => void;
}

/** 'Review detected trees' on the picker: the review, full screen on a phone. */
export function DetectionReviewDialog({
  open,
  runId,
  image,
  trees,
  corrections,
  onChange,
  boundary,
  onClose,
}: DetectionReviewDialogProps) {
  const { t } = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The detection's toast has been read by now; left up, it would cover the dialog's Done.
  useEffect(() => {
    if (open) dismissToast();
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="detection-review-title"
    >
      <DialogTitle id="detection-review-title">{t('picker.review.title')}</DialogTitle>
      <DialogContent>
        <DetectionReview
          key={runId}
          review={image}
          trees={trees}
          corrections={corrections}
          onChange={onChange}
          boundary={boundary}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
