import { HTTPError } from 'ky';

/**
 * The text to show a person for a failed call: the server's `error` field (the API
 * always answers `{ "error": "..." }`), else the transport message, else the screen's
 * own fallback text from the spec's error catalogue.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The HTTP status of a failed call, when it came from the server. */
export function errorStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/** ky `beforeError` hook: carry the server's `error` text as the error's message. */
export async function useServerErrorText(error: HTTPError): Promise<HTTPError> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object' && 'error' in body) {
      const text = (body as { error: unknown }).error;
      if (typeof text === 'string' && text) error.message = text;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): keep ky's transport message.
  }
  return error;
}
