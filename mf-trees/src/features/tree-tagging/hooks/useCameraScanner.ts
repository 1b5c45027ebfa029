import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SCAN_START_DELAY_MS,
  chooseCamera,
  rememberCameraId,
  rememberedCameraId,
} from '../utils/scanner';
import type { CameraDevice, QrScanner } from '../utils/scanner';
import { t } from '../../../i18n';
import '../../../i18n/parts/tree-tagging';

export type CameraStatus = 'idle' | 'starting' | 'scanning';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The camera's life on the scan step: Start (after the spec's 100 ms), Stop, switching
 * between cameras, the camera error messages, and stopping on the first decoded code.
 * The camera is always closed when the step goes away.
 */
export function useCameraScanner(scanner: QrScanner, onDecoded: (text: string) => void) {
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [cameras, setCameras] = useState<CameraDevice[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  // Every start and stop opens a new session; late answers of an older one are dropped.
  const session = useRef(0);
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  }, [onDecoded]);

  const stop = useCallback(async () => {
    session.current += 1;
    setStatus('idle');
    try {
      await scanner.stop();
    } catch {
      // A camera that will not close is already unusable; the next Start opens it again.
    }
  }, [scanner]);

  const run = useCallback(
    async (preferredId: string | null) => {
      const current = ++session.current;
      const live = () => current === session.current;
      const fail = (message: string) => {
        setError(message);
        setStatus('idle');
      };
      setStatus('starting');
      setError(null);
      await wait(SCAN_START_DELAY_MS);
      if (!live()) return;

      let found: CameraDevice[];
      try {
        found = await scanner.listCameras();
      } catch {
        if (live()) fail(t('tagging.messages.cameraInitFailed'));
        return;
      }
      if (!live()) return;
      setCameras(found);
      if (found.length === 0) {
        fail(t('tagging.messages.noCameras'));
        return;
      }

      const choice = chooseCamera(found, preferredId ?? rememberedCameraId());
      try {
        const running = await scanner.start(
          choice,
          (text) => {
            if (!live()) return;
            void stop();
            onDecodedRef.current(text);
          },
          () => {
            if (!live()) return;
            void stop();
            setError(t('tagging.messages.scannerFailed'));
          },
        );
        if (!live()) return;
        const activeId = running ?? ('deviceId' in choice ? choice.deviceId : null);
        if (activeId) rememberCameraId(activeId);
        setCameraId(activeId);
        setStatus('scanning');
      } catch {
        if (live()) fail(t('tagging.messages.cameraInitFailed'));
      }
    },
    [scanner, stop],
  );

  const start = useCallback(() => void run(null), [run]);

  const switchCamera = useCallback(
    async (id: string) => {
      await stop();
      rememberCameraId(id);
      await run(id);
    },
    [run, stop],
  );

  useEffect(
    () => () => {
      session.current += 1;
      void scanner.stop().catch(() => undefined);
    },
    [scanner],
  );

  return { status, error, cameras, cameraId, start, stop, switchCamera };
}
