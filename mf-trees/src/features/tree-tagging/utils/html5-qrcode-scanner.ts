import type { Html5Qrcode } from 'html5-qrcode';
import { currentEnvironment, scanConfig } from './scanner-config';
import type { CameraChoice, CameraDevice, QrScanner } from '../types/scanner';

// Loaded on first use, so the library (about 375 KB minified, 108 KB gzipped) only downloads
// when someone scans on the tagging page.
const loadLibrary = () => import('html5-qrcode');
const FIRST_FRAME_TIMEOUT_MS = 3000;

/** The scanner over html5-qrcode's `Html5Qrcode` class, reading QR codes only. */
export function createHtml5QrcodeScanner(elementId: string): QrScanner {
  return new Html5QrcodeScanner(elementId);
}

class Html5QrcodeScanner implements QrScanner {
  private instance: Html5Qrcode | null = null;
  private running = false;
  private releaseTrack: (() => void) | null = null;
  // start, stop and scanFile run one after another: html5-qrcode throws when asked to stop
  // a camera that is still opening, or to read a file while the camera runs.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly elementId: string) {}

  async listCameras(): Promise<CameraDevice[]> {
    const { Html5Qrcode } = await loadLibrary();
    try {
      const cameras = await Html5Qrcode.getCameras();
      return cameras.map(({ id, label }) => ({ id, label }));
    } catch (failure) {
      throw toError(failure);
    }
  }

  start(
    camera: CameraChoice,
    onDecoded: (text: string) => void,
    onError: (error: Error) => void,
  ): Promise<string | null> {
    return this.enqueue(async () => {
      await this.closeCamera();
      const scanner = await this.scanner();
      const { fps, qrBox } = scanConfig(currentEnvironment());
      try {
        await scanner.start(
          'deviceId' in camera ? camera.deviceId : { facingMode: camera.facingMode },
          { fps, qrbox: { width: qrBox, height: qrBox } },
          (text) => onDecoded(text),
          // Called for every frame without a readable code: not an error worth showing.
          () => undefined,
        );
      } catch (failure) {
        throw toError(failure);
      }
      this.running = true;
      // start() resolves with the stream; the scan canvas comes with the first frame. Stopping
      // before that breaks html5-qrcode, so wait for it (a stream without frames gives up).
      await waitUntil(() => scanner.isScanning, FIRST_FRAME_TIMEOUT_MS);
      this.watchTrack(onError);
      return this.activeCameraId();
    });
  }

  stop(): Promise<void> {
    return this.enqueue(() => this.closeCamera());
  }

  scanFile(file: File): Promise<string> {
    return this.enqueue(async () => {
      await this.closeCamera();
      const scanner = await this.scanner();
      try {
        return await scanner.scanFile(file, false);
      } catch (failure) {
        throw toError(failure);
      }
    });
  }

  private async scanner(): Promise<Html5Qrcode> {
    if (!this.instance) {
      const { Html5Qrcode, Html5QrcodeSupportedFormats } = await loadLibrary();
      this.instance = new Html5Qrcode(this.elementId, {
        verbose: false,
        formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
      });
    }
    return this.instance;
  }

  private async closeCamera(): Promise<void> {
    this.releaseTrack?.();
    this.releaseTrack = null;
    const instance = this.instance;
    if (!this.running || !instance) return;
    this.running = false;
    try {
      await instance.stop();
      instance.clear();
    } catch {
      // html5-qrcode can fail half-way through stopping: the camera is closed but the instance
      // stays "scanning" for good. Start afresh with a new one next time.
      this.instance = null;
      document.getElementById(this.elementId)?.replaceChildren();
    }
  }

  /** A camera unplugged, taken by another app or its permission revoked ends the track. */
  private watchTrack(onError: (error: Error) => void): void {
    const video = document.getElementById(this.elementId)?.querySelector('video');
    const stream = video?.srcObject;
    const track =
      stream && 'getVideoTracks' in stream ? (stream.getVideoTracks()[0] ?? null) : null;
    if (!track) return;
    const ended = () => onError(new Error('The camera stopped sending pictures'));
    track.addEventListener('ended', ended);
    this.releaseTrack = () => track.removeEventListener('ended', ended);
  }

  private activeCameraId(): string | null {
    try {
      return this.instance?.getRunningTrackSettings().deviceId || null;
    } catch {
      return null;
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const check = () => {
      if (done() || Date.now() - startedAt >= timeoutMs) resolve();
      else setTimeout(check, 25);
    };
    check();
  });
}

// html5-qrcode rejects with plain strings; callers get Errors with the same text.
function toError(failure: unknown): Error {
  if (failure instanceof Error) return failure;
  return new Error(typeof failure === 'string' && failure ? failure : 'Scanner failure');
}
