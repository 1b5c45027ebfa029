import { createHtml5QrcodeScanner } from '../utils/html5-qrcode-scanner';

interface MockInstance {
  elementId: string;
  isScanning: boolean;
  config: unknown;
  start: jest.Mock;
  stop: jest.Mock;
  clear: jest.Mock;
  scanFile: jest.Mock;
  getRunningTrackSettings: jest.Mock;
}

const mockInstances: MockInstance[] = [];
const mockGetCameras = jest.fn();
// What the next Html5Qrcode instance's start and scanFile reject with (null: they succeed).
let mockStartFailure: unknown = null;
let mockScanFileFailure: unknown = null;
// Whether a new instance scans frames as soon as it starts (false: the test says when).
let mockFirstFrameAtOnce = true;

jest.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0, EAN_13: 9 },
  Html5Qrcode: Object.assign(
    jest.fn().mockImplementation((elementId: string, config: unknown) => {
      const instance: MockInstance = {
        elementId,
        isScanning: mockFirstFrameAtOnce,
        config,
        start: jest.fn(() =>
          mockStartFailure ? Promise.reject(mockStartFailure) : Promise.resolve(null),
        ),
        stop: jest.fn().mockResolvedValue(undefined),
        clear: jest.fn(),
        scanFile: jest.fn(() =>
          mockScanFileFailure ? Promise.reject(mockScanFileFailure) : Promise.resolve('GK-1A2B'),
        ),
        getRunningTrackSettings: jest.fn().mockReturnValue({ deviceId: 'rear-1' }),
      };
      mockInstances.push(instance);
      return instance;
    }),
    { getCameras: () => mockGetCameras() },
  ),
}));

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';

function setScreen(userAgent: string, width: number) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

// The library loads through a dynamic import: the instance appears a few ticks after start.
async function waitForInstance() {
  while (mockInstances.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
}

const onlyInstance = () => {
  expect(mockInstances).toHaveLength(1);
  return mockInstances[0]!;
};

beforeEach(() => {
  mockInstances.length = 0;
  mockGetCameras.mockReset();
  mockStartFailure = null;
  mockScanFileFailure = null;
  mockFirstFrameAtOnce = true;
  document.body.innerHTML = '';
  setScreen(DESKTOP_UA, 1280);
});

afterEach(() => jest.restoreAllMocks());

describe('the html5-qrcode scanner', () => {
  it('reads QR codes only, into the element it was made for', async () => {
    await createHtml5QrcodeScanner('camera-view').start(
      { facingMode: 'environment' },
      jest.fn(),
      jest.fn(),
    );
    const instance = onlyInstance();
    expect(instance.elementId).toBe('camera-view');
    expect(instance.config).toEqual({ verbose: false, formatsToSupport: [0] });
  });

  it('opens the rear camera at 10 fps with a 250 px box on desktop', async () => {
    const running = await createHtml5QrcodeScanner('camera-view').start(
      { facingMode: 'environment' },
      jest.fn(),
      jest.fn(),
    );
    expect(onlyInstance().start).toHaveBeenCalledWith(
      { facingMode: 'environment' },
      { fps: 10, qrbox: { width: 250, height: 250 } },
      expect.any(Function),
      expect.any(Function),
    );
    expect(running).toBe('rear-1');
  });

  it('opens a chosen camera by id at 5 fps with a 70% box on a phone', async () => {
    setScreen(PHONE_UA, 320);
    await createHtml5QrcodeScanner('camera-view').start(
      { deviceId: 'front-2' },
      jest.fn(),
      jest.fn(),
    );
    expect(onlyInstance().start).toHaveBeenCalledWith(
      'front-2',
      { fps: 5, qrbox: { width: 224, height: 224 } },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('passes decoded text on and keeps frames without a code to itself', async () => {
    const onDecoded = jest.fn();
    const onError = jest.fn();
    await createHtml5QrcodeScanner('camera-view').start(
      { facingMode: 'environment' },
      onDecoded,
      onError,
    );
    const [, , success, failure] = onlyInstance().start.mock.calls[0] as [
      unknown,
      unknown,
      (text: string) => void,
      (message: string) => void,
    ];
    failure('QR code parse error, error = NotFoundException: No MultiFormat Readers');
    success('https://grove.example.com/trees/64b7f0c2a1b2c3d4e5f60718/tag');
    expect(onDecoded).toHaveBeenCalledWith(
      'https://grove.example.com/trees/64b7f0c2a1b2c3d4e5f60718/tag',
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with an Error carrying the library text when the camera cannot open', async () => {
    mockStartFailure = 'NotAllowedError: Permission denied';
    await expect(
      createHtml5QrcodeScanner('camera-view').start(
        { facingMode: 'environment' },
        jest.fn(),
        jest.fn(),
      ),
    ).rejects.toThrow(new Error('NotAllowedError: Permission denied'));
  });

  it('reports a camera whose stream ends while scanning', async () => {
    document.body.innerHTML = '<div id="camera-view"><video></video></div>';
    const track = new EventTarget();
    // jsdom has no MediaStream: a stand-in with the one method the scanner reads.
    const video = document.querySelector('video') as unknown as { srcObject: unknown };
    video.srcObject = { getVideoTracks: () => [track] };
    const onError = jest.fn();
    await createHtml5QrcodeScanner('camera-view').start(
      { facingMode: 'environment' },
      jest.fn(),
      onError,
    );
    expect(onError).not.toHaveBeenCalled();
    track.dispatchEvent(new Event('ended'));
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('stops and clears a running camera, and does nothing when none runs', async () => {
    const scanner = createHtml5QrcodeScanner('camera-view');
    await scanner.stop();
    expect(mockInstances).toHaveLength(0);
    await scanner.start({ facingMode: 'environment' }, jest.fn(), jest.fn());
    await scanner.stop();
    await scanner.stop();
    expect(onlyInstance().stop).toHaveBeenCalledTimes(1);
    expect(onlyInstance().clear).toHaveBeenCalledTimes(1);
  });

  it('closes a camera that was still opening when stop was asked for', async () => {
    const scanner = createHtml5QrcodeScanner('camera-view');
    const started = scanner.start({ facingMode: 'environment' }, jest.fn(), jest.fn());
    const stopped = scanner.stop();
    await Promise.all([started, stopped]);
    expect(onlyInstance().start).toHaveBeenCalledTimes(1);
    expect(onlyInstance().stop).toHaveBeenCalledTimes(1);
  });

  it('answers start only once the first frame is being scanned', async () => {
    mockFirstFrameAtOnce = false;
    const scanner = createHtml5QrcodeScanner('camera-view');
    let resolved = false;
    const started = scanner
      .start({ facingMode: 'environment' }, jest.fn(), jest.fn())
      .then(() => (resolved = true));
    await waitForInstance();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(resolved).toBe(false);
    onlyInstance().isScanning = true;
    await started;
    expect(resolved).toBe(true);
  });

  it('starts afresh when html5-qrcode fails half-way through stopping', async () => {
    document.body.innerHTML = '<div id="camera-view"><video></video><canvas></canvas></div>';
    const scanner = createHtml5QrcodeScanner('camera-view');
    await scanner.start({ facingMode: 'environment' }, jest.fn(), jest.fn());
    onlyInstance().stop.mockRejectedValue(new TypeError("Failed to execute 'removeChild'"));
    await expect(scanner.stop()).resolves.toBeUndefined();
    expect(document.getElementById('camera-view')?.childElementCount).toBe(0);
    await scanner.start({ facingMode: 'environment' }, jest.fn(), jest.fn());
    expect(mockInstances).toHaveLength(2);
    expect(mockInstances[1]!.start).toHaveBeenCalledTimes(1);
  });

  it('reads an image file without showing it, closing the camera first', async () => {
    const scanner = createHtml5QrcodeScanner('camera-view');
    await scanner.start({ facingMode: 'environment' }, jest.fn(), jest.fn());
    const file = new File(['png'], 'tag.png', { type: 'image/png' });
    await expect(scanner.scanFile(file)).resolves.toBe('GK-1A2B');
    const instance = onlyInstance();
    expect(instance.stop).toHaveBeenCalledTimes(1);
    expect(instance.scanFile).toHaveBeenCalledWith(file, false);
  });

  it('rejects with an Error when an image holds no code', async () => {
    mockScanFileFailure = 'QR code parse error, error = NotFoundException';
    const file = new File(['png'], 'blank.png', { type: 'image/png' });
    await expect(createHtml5QrcodeScanner('camera-view').scanFile(file)).rejects.toThrow(
      new Error('QR code parse error, error = NotFoundException'),
    );
  });

  it('lists the cameras by id and label', async () => {
    mockGetCameras.mockResolvedValue([
      { id: 'a', label: 'Back Camera', extra: true },
      { id: 'b', label: 'Front Camera' },
    ]);
    await expect(createHtml5QrcodeScanner('camera-view').listCameras()).resolves.toEqual([
      { id: 'a', label: 'Back Camera' },
      { id: 'b', label: 'Front Camera' },
    ]);
  });

  it('turns a refused camera permission into an Error', async () => {
    mockGetCameras.mockRejectedValue('NotAllowedError : Permission denied');
    await expect(createHtml5QrcodeScanner('camera-view').listCameras()).rejects.toThrow(
      'NotAllowedError : Permission denied',
    );
  });
});
