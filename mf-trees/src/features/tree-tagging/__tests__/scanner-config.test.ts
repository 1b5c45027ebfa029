import {
  cameraViewHeight,
  cameraViewMaxWidth,
  chooseCamera,
  isMobileDevice,
  qrBoxSize,
  scanConfig,
  scanFps,
} from '../utils/scanner-config';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('isMobileDevice', () => {
  it('counts phones and tablets as mobile by their user agent, at any width', () => {
    expect(isMobileDevice({ userAgent: ANDROID_UA, width: 1280 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPHONE_UA, width: 1024 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPAD_UA, width: 1024 })).toBe(true);
  });

  it('counts a desktop browser narrower than 768 px as mobile', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_UA, width: 767 })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP_UA, width: 375 })).toBe(true);
  });

  it('counts a desktop browser 768 px or wider as desktop', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_UA, width: 768 })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP_UA, width: 1920 })).toBe(false);
  });
});

describe('scanFps', () => {
  it('reads 10 frames a second on desktop and 5 on mobile', () => {
    expect(scanFps(false)).toBe(10);
    expect(scanFps(true)).toBe(5);
  });
});

describe('qrBoxSize', () => {
  it('is 250 px on desktop whatever the width', () => {
    expect(qrBoxSize(false, 800)).toBe(250);
    expect(qrBoxSize(false, 2560)).toBe(250);
  });

  it('is 70% of the window width on mobile, rounded down', () => {
    expect(qrBoxSize(true, 320)).toBe(224);
    expect(qrBoxSize(true, 340)).toBe(238);
    expect(qrBoxSize(true, 355)).toBe(248);
  });

  it('is at most 250 px on mobile', () => {
    expect(qrBoxSize(true, 358)).toBe(250);
    expect(qrBoxSize(true, 390)).toBe(250);
    expect(qrBoxSize(true, 1024)).toBe(250);
  });

  it('never goes under the 50 px the scanner library accepts', () => {
    expect(qrBoxSize(true, 60)).toBe(50);
    expect(qrBoxSize(true, 0)).toBe(50);
  });
});

describe('cameraViewHeight', () => {
  it('is 300 px on desktop and 400 px on mobile', () => {
    expect(cameraViewHeight(false)).toBe(300);
    expect(cameraViewHeight(true)).toBe(400);
  });
});

describe('cameraViewMaxWidth', () => {
  it('fits a 4:3 landscape picture on desktop and a 3:4 portrait one on phones', () => {
    expect(cameraViewMaxWidth(false)).toBe(400);
    expect(cameraViewMaxWidth(true)).toBe(300);
  });
});

describe('scanConfig', () => {
  it('gives a desktop browser 10 fps and a 250 px box', () => {
    expect(scanConfig({ userAgent: DESKTOP_UA, width: 1440 })).toEqual({ fps: 10, qrBox: 250 });
  });

  it('gives a phone 5 fps and a box of 70% of its width', () => {
    expect(scanConfig({ userAgent: IPHONE_UA, width: 320 })).toEqual({ fps: 5, qrBox: 224 });
    expect(scanConfig({ userAgent: ANDROID_UA, width: 412 })).toEqual({ fps: 5, qrBox: 250 });
  });

  it('treats a narrow desktop window as mobile', () => {
    expect(scanConfig({ userAgent: DESKTOP_UA, width: 300 })).toEqual({ fps: 5, qrBox: 210 });
  });
});

describe('chooseCamera', () => {
  const cameras = [
    { id: 'front', label: 'Front Camera' },
    { id: 'back', label: 'Back Camera' },
  ];

  it('opens the rear camera when no camera is remembered', () => {
    expect(chooseCamera(cameras, null)).toEqual({ facingMode: 'environment' });
  });

  it('opens the remembered camera while the device still has it', () => {
    expect(chooseCamera(cameras, 'front')).toEqual({ deviceId: 'front' });
  });

  it('falls back to the rear camera when the remembered one is gone', () => {
    expect(chooseCamera(cameras, 'usb-webcam')).toEqual({ facingMode: 'environment' });
  });
});
