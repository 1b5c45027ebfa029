import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { apiUrl } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { EstateDetection } from '../api/types';
import '../../../i18n/parts/orthophoto';

/** The snapshot URL is absolute when the API has a public base URL, else a path on the API. */
function snapshotHref(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}

export interface TreeDetectionResultProps {
  result: EstateDetection;
  adding: boolean;
  onAdd: () => void;
}

/** The detector's message, the analysed image and 'Add N detected trees'. */
export function TreeDetectionResult({ result, adding, onAdd }: TreeDetectionResultProps) {
  const { t } = useT();
  const count = result.treesInBoundary;
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
      {count > 0 && (
        <Button
          variant="contained"
          color="success"
          onClick={onAdd}
          disabled={adding}
          startIcon={adding ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        >
          {t('orthophoto.result.add', { count })}
        </Button>
      )}
    </Box>
  );
}
