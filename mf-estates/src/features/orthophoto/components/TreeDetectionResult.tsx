import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { apiUrl } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { DetectionReview } from '../../common/components/DetectionReview';
import { reviewedCount } from '../../common/utils/detection-review';
import type { DetectionReviewCorrections } from '../../common/utils/detection-review';
import type { EstateDetection } from '../api/types';
import '../../../i18n/parts/orthophoto';

/** The snapshot URL is absolute when the API has a public base URL, else a path on the API. */
function snapshotHref(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}

export interface TreeDetectionResultProps {
  result: EstateDetection;
  corrections: DetectionReviewCorrections;
  onCorrectionsChange: (next: DetectionReviewCorrections) => void;
  boundary?: readonly LatLng[];
  adding: boolean;
  onAdd: () => void;
}

/** The detector's message, the review of its detections and 'Add N trees'. */
export function TreeDetectionResult({
  result,
  corrections,
  onCorrectionsChange,
  boundary,
  adding,
  onAdd,
}: TreeDetectionResultProps) {
  const { t } = useT();
  const count = reviewedCount(result.trees.length, corrections);
  const reviewable = Boolean(result.runId && result.review);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {result.message && (
        <Typography variant="body2" color="text.secondary">
          {result.message}
        </Typography>
      )}
      {result.snapshotUrl && (
        <Link
          href={snapshotHref(result.snapshotUrl)}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {t('orthophoto.result.openImage')}
          <OpenInNewIcon fontSize="inherit" />
        </Link>
      )}
      {reviewable && result.review && (
        <DetectionReview
          key={result.runId}
          review={result.review}
          trees={result.trees}
          corrections={corrections}
          onChange={onCorrectionsChange}
          boundary={boundary}
          disabled={adding}
        />
      )}
      {reviewable && (
        <Button
          variant="contained"
          color="success"
          onClick={onAdd}
          disabled={adding || count === 0}
          startIcon={adding ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        >
          {t('orthophoto.result.add', { count })}
        </Button>
      )}
    </Box>
  );
}
