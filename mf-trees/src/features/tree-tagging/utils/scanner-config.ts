import type { CameraChoice, CameraDevice } from '../types/scanner';

/**
 * The scanner's settings (spec §9), as pure functions of the screen so they can be tested
 * and stay the same whichever library reads the codes.
 */

/** Start waits this long after the button press, so the preview element is on screen first. */
export const SCAN_START_DELAY_MS = 100;
export const DESKTOP_FPS = 10;
export const MOBILE_FPS = 5;
export const QR_BOX_PX = 250;
/** On a phone the scan box is this percentage of the window width, at most QR_BOX_PX. */
export const MOBILE_QR_BOX_PERCENT = 70;
/** html5-qrcode refuses scan boxes under 50 px; a very narrow window still gets a usable one. */
export const MIN_QR_BOX_PX = 50;
/** Windows narrower than this count as mobile. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const DESKTOP_VIEW_HEIGHT_PX = 300;
export const MOBILE_VIEW_HEIGHT_PX = 400;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

export interface ScreenEnvironment {
  userAgent: string;
  /** Window width in CSS pixels. */
  width: number;
}

/** The browser's own environment (the one impure read, kept next to the pure rules). */
export function currentEnvironment(): ScreenEnvironment {
  return { userAgent: window.navigator.userAgent, width: window.innerWidth };
}

/** Mobile: a mobile user agent, or a window narrower than 768 px. */
export function isMobileDevice({ userAgent, width }: ScreenEnvironment): boolean {
  return MOBILE_USER_AGENT.test(userAgent) || width < MOBILE_MAX_WIDTH_PX;
}

/** Frames read per second: fewer on phones, which have slower processors and batteries. */
export function scanFps(mobile: boolean): number {
  return mobile ? MOBILE_FPS : DESKTOP_FPS;
}

/** Side of the square scan box in CSS pixels. */
export function qrBoxSize(mobile: boolean, width: number): number {
  if (!mobile) return QR_BOX_PX;
  // Whole-number arithmetic: 340 * 0.7 is 237.99999999999997 in floating point.
  const share = Math.floor((width * MOBILE_QR_BOX_PERCENT) / 100);
  return Math.max(MIN_QR_BOX_PX, Math.min(QR_BOX_PX, share));
}

/** Height of the camera preview. */
export function cameraViewHeight(mobile: boolean): number {
  return mobile ? MOBILE_VIEW_HEIGHT_PX : DESKTOP_VIEW_HEIGHT_PX;
}

/**
 * Widest camera preview: a landscape 4:3 picture at the desktop height, a portrait 3:4 one at
 * the phone height. The preview must not be wider than the picture it shows at that height:
 * html5-qrcode lays its scan box over the whole preview element, and a wider element would
 * stretch the video past the visible height and shrink the box to a sliver of the picture.
 */
export function cameraViewMaxWidth(mobile: boolean): number {
  return mobile ? (MOBILE_VIEW_HEIGHT_PX * 3) / 4 : (DESKTOP_VIEW_HEIGHT_PX * 4) / 3;
}

export interface ScanConfig {
  fps: number;
  qrBox: number;
}

export function scanConfig(environment: ScreenEnvironment): ScanConfig {
  const mobile = isMobileDevice(environment);
  return { fps: scanFps(mobile), qrBox: qrBoxSize(mobile, environment.width) };
}

/**
 * The camera to open: the one asked for or remembered from last time while the device still
 * has it, else the rear camera.
 */
export function chooseCamera(cameras: CameraDevice[], preferredId: string | null): CameraChoice {
  if (preferredId && cameras.some((camera) => camera.id === preferredId)) {
    return { deviceId: preferredId };
  }
  return { facingMode: 'environment' };
}
