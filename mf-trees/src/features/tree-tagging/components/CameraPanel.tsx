import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cameraViewHeight, cameraViewMaxWidth } from '../utils/scanner';
import type { CameraDevice } from '../utils/scanner';
import type { CameraStatus } from '../hooks/useCameraScanner';
import { useIsMobileDevice } from '../hooks/useIsMobileDevice';
import { CameraSelect } from './CameraSelect';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-tagging';

export interface CameraPanelProps {
  /** Id of the element the scanner draws the camera preview into. */
  elementId: string;
  status: CameraStatus;
  error: string | null;
  cameras: CameraDevice[];
  cameraId: string | null;
  onStart: () => void;
  onStop: () => void;
  onSwitchCamera: (id: string) => void;
}

/** The camera preview (300 px high on desktop, 400 px on phones) with Start and Stop. */
export function CameraPanel({
  elementId,
  status,
  error,
  cameras,
  cameraId,
  onStart,
  onStop,
  onSwitchCamera,
}: CameraPanelProps) {
  const { t } = useT();
  const mobile = useIsMobileDevice();
  const canSwitch =
    status === 'scanning' && cameras.length > 1 && cameras.some(({ id }) => id === cameraId);

  return (
    <Stack spacing={2}>
      <Box
        data-testid="camera-view"
        aria-label={t('tagging.cameraPreview')}
        role="region"
        aria-busy={status === 'starting'}
        sx={{
          position: 'relative',
          height: cameraViewHeight(mobile),
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {/* The scanner library owns this element's children: React never renders into it. */}
        <Box
          id={elementId}
          sx={{
            width: '100%',
            maxWidth: cameraViewMaxWidth(mobile),
            '& video': { display: 'block', width: '100% !important' },
          }}
        />
        {status !== 'scanning' && (
          <Stack
            spacing={1}
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              color: 'grey.300',
              textAlign: 'center',
              p: 2,
            }}
          >
            {status === 'starting' ? (
              <CircularProgress color="inherit" aria-hidden />
            ) : (
              <QrCodeScannerIcon sx={{ fontSize: 56 }} aria-hidden />
            )}
            <Typography color="inherit">
              {status === 'starting' ? t('tagging.startingCamera') : t('tagging.cameraHint')}
            </Typography>
          </Stack>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {canSwitch && cameraId && (
        <CameraSelect cameras={cameras} value={cameraId} onChange={onSwitchCamera} />
      )}
      {status === 'idle' ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<PhotoCameraIcon />}
          onClick={onStart}
          sx={{ minHeight: 48 }}
        >
          {t('tagging.startScanning')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="error"
          size="large"
          startIcon={<StopCircleIcon />}
          onClick={onStop}
          sx={{ minHeight: 48 }}
        >
          {t('tagging.stopScanning')}
        </Button>
      )}
    </Stack>
  );
}
