import { useCallback, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQrScannerFactory } from '../utils/scanner';
import { parseScannedValue } from '../utils/parse-scanned-value';
import type { ScannedTreeRef } from '../utils/parse-scanned-value';
import { useCameraScanner } from '../hooks/useCameraScanner';
import { useT } from '../../../i18n';
import { CameraPanel } from './CameraPanel';
import { ImageScanButton } from './ImageScanButton';
import { ManualCodeForm } from './ManualCodeForm';
import { StepHeading } from './StepHeading';
import '../../../i18n/parts/tree-tagging';

export interface ScanStepProps {
  onScanned: (ref: ScannedTreeRef) => void;
  /** Focus the heading on arrival (coming back from another step). */
  focusOnMount?: boolean;
}

/** Step 1: read a tree's tag with the camera, from a photo, or typed in. */
export function ScanStep({ onScanned, focusOnMount = false }: ScanStepProps) {
  // html5-qrcode finds its element by id; React's ids hold characters ids should not.
  const elementId = `trees-scanner-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { t } = useT();
  const createScanner = useQrScannerFactory();
  const [scanner] = useState(() => createScanner(elementId));
  const [message, setMessage] = useState<string | null>(null);

  const readText = useCallback(
    (text: string) => {
      const ref = parseScannedValue(text);
      if (!ref) {
        setMessage(t('tagging.messages.invalidScannedValue'));
        return;
      }
      onScanned(ref);
    },
    [onScanned, t],
  );
  const camera = useCameraScanner(scanner, readText);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <StepHeading focusOnMount={focusOnMount}>{t('tagging.scanHeading')}</StepHeading>
        <CameraPanel
          elementId={elementId}
          status={camera.status}
          error={camera.error}
          cameras={camera.cameras}
          cameraId={camera.cameraId}
          onStart={() => {
            setMessage(null);
            camera.start();
          }}
          onStop={() => void camera.stop()}
          onSwitchCamera={(id) => void camera.switchCamera(id)}
        />
        {message && (
          <Alert severity="warning" role="alert">
            {message}
          </Alert>
        )}
        <ImageScanButton
          scanner={scanner}
          beforeScan={camera.stop}
          onText={readText}
          onMessage={setMessage}
        />
        <Divider>{t('tagging.or')}</Divider>
        <ManualCodeForm onSubmit={onScanned} />
      </Stack>
    </Paper>
  );
}
