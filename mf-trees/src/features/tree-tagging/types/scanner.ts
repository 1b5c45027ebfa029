/** A camera the browser offers. */
export interface CameraDevice {
  id: string;
  label: string;
}

/** Which camera to open: a known device, or the rear camera chosen by the browser. */
export type CameraChoice = { deviceId: string } | { facingMode: 'environment' };

/**
 * What the tagging page needs of a QR scanner. The page only talks to this interface, so the
 * library behind it can be swapped by touching this folder alone, and tests pass a fake.
 */
export interface QrScanner {
  /** The cameras of the device; may ask the person for camera permission first. */
  listCameras(): Promise<CameraDevice[]>;
  /**
   * Opens the camera, shows its preview in the scanner's element and reads QR codes.
   * `onDecoded` gets the text of every code read until `stop()`; `onError` a failure of the
   * running camera (not a frame without a code). Resolves, once the preview runs, with the
   * id of the camera in use when the browser tells it, else null. Rejects when the camera
   * cannot be opened (permission refused, camera busy or missing).
   */
  start(
    camera: CameraChoice,
    onDecoded: (text: string) => void,
    onError: (error: Error) => void,
  ): Promise<string | null>;
  /**
   * Closes the camera. Does nothing when none is open; called while `start()` is pending, it
   * closes the camera as soon as it has opened.
   */
  stop(): Promise<void>;
  /** Reads a QR code from an image file; rejects when the image holds none or cannot be read. */
  scanFile(file: File): Promise<string>;
}

/** Builds a scanner drawing its camera preview into the element with this id. */
export type QrScannerFactory = (elementId: string) => QrScanner;
