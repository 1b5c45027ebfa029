// The scanner's public surface: the tagging page imports from here only.
export type { CameraChoice, CameraDevice, QrScanner, QrScannerFactory } from '../types/scanner';
export {
  SCAN_START_DELAY_MS,
  cameraViewHeight,
  cameraViewMaxWidth,
  chooseCamera,
  currentEnvironment,
  isMobileDevice,
} from './scanner-config';
export type { ScreenEnvironment } from './scanner-config';
export { rememberCameraId, rememberedCameraId } from './camera-memory';
export { ScannerProvider, useQrScannerFactory } from '../components/ScannerProvider';
