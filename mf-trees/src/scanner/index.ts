// The scanner's public surface: the tagging page imports from here only.
export type { CameraChoice, CameraDevice, QrScanner, QrScannerFactory } from './types';
export {
  SCAN_START_DELAY_MS,
  cameraViewHeight,
  cameraViewMaxWidth,
  chooseCamera,
  currentEnvironment,
  isMobileDevice,
} from './config';
export type { ScreenEnvironment } from './config';
export { rememberCameraId, rememberedCameraId } from './camera-memory';
export { ScannerProvider, useQrScannerFactory } from './ScannerProvider';
