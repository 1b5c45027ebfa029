import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { boundsOf } from '@grovekeeper/shared';
import type { ParsedBoundary } from '@grovekeeper/shared';
import { MapView } from '@grovekeeper/shared/maps';
import type { MapPolygon } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import type { BoundaryFileState } from '../hooks/useBoundaryFile';
import { ParsedBoundaryList } from './ParsedBoundaryList';
import '../../../i18n/parts/boundaryImport';

/** The other polygons of the file, in grey behind the one previewed. */
const OTHER_POLYGON_COLOR = '#9e9e9e';

const NO_POLYGONS: readonly ParsedBoundary[] = [];

export interface BoundaryImportDialogProps {
  state: BoundaryFileState;
  onChoose: (polygon: ParsedBoundary) => void;
  onClose: () => void;
}

/** The file's polygons, its warnings above them, and a map previewing the one in focus. */
export function BoundaryImportDialog({ state, onChoose, onClose }: BoundaryImportDialogProps) {
  const { t } = useT();
  const titleId = useId();
  const hintId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [active, setActive] = useState(0);
  const polygons = state.status === 'done' ? state.result.polygons : NO_POLYGONS;
  const shown = polygons[Math.min(active, polygons.length - 1)];
  const others = useMemo<MapPolygon[]>(
    () =>
      polygons.flatMap((polygon, index) =>
        index === active
          ? []
          : [{ id: `other-${index}`, points: polygon.coordinates, color: OTHER_POLYGON_COLOR }],
      ),
    [polygons, active],
  );

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('boundaryImport.dialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('boundaryImport.dialog.file', { name: state.fileName })}
        </Typography>
        {state.status === 'parsing' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('boundaryImport.dialog.parsing', { name: state.fileName })}</Typography>
          </Box>
        )}
        {state.status === 'error' && (
          <Alert severity="error" role="alert">
            {state.message}
          </Alert>
        )}
        {state.status === 'done' &&
          state.result.warnings.map((warning) => (
            <Alert key={warning} severity="warning" role="alert">
              {warning}
            </Alert>
          ))}
        {state.status === 'done' && !shown && (
          <Alert severity="error" role="alert">
            {t('boundaryImport.dialog.none')}
          </Alert>
        )}
        {shown && (
          <>
            <Typography id={hintId} variant="body2">
              {t('boundaryImport.dialog.choose')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
                <ParsedBoundaryList
                  polygons={polygons}
                  active={active}
                  onActiveChange={setActive}
                  onChoose={onChoose}
                  describedBy={hintId}
                />
              </Box>
              <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
                <MapView
                  height={phone ? 200 : 320}
                  boundary={shown.coordinates}
                  polygons={others}
                  fitBounds={boundsOf(shown.coordinates)}
                  ariaLabel={t('boundaryImport.dialog.preview', { name: shown.name })}
                  testId="boundary-import-preview"
                />
              </Box>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {shown && (
          <Button variant="contained" onClick={() => onChoose(shown)}>
            {t('boundaryImport.dialog.use')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
