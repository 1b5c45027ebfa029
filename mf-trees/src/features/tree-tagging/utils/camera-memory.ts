/** localStorage key of the last camera used for scanning (namespaced per remote). */
export const LAST_CAMERA_KEY = 'trees:lastCameraId';

// Storage can throw (private browsing, blocked site data): the scanner then just forgets.

export function rememberedCameraId(): string | null {
  try {
    return window.localStorage.getItem(LAST_CAMERA_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberCameraId(id: string): void {
  try {
    window.localStorage.setItem(LAST_CAMERA_KEY, id);
  } catch {
    // Nothing to do: the next visit opens the rear camera again.
  }
}
