import { t } from '../../../i18n';
import '../../../i18n/parts/wizard';

/**
 * The JSON body of the answer to a failed call, null without one. The shared client
 * throws ky's HTTPError, recognised by its shape: ky is bundled with `shared` in the
 * shell, so an `instanceof` against this app's own copy of the class would never match.
 */
async function responseBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: unknown } | null)?.response;
  if (!(error instanceof Error) || error.name !== 'HTTPError' || !response) return null;
  try {
    return (await (response as Response).clone().json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Spec §8: a failed estate creation shows the response's `error`, else its `message`,
 * else 'Failed to create estate' (also when no answer came at all).
 */
export async function createEstateErrorText(error: unknown): Promise<string> {
  const body = await responseBody(error);
  if (body && typeof body === 'object') {
    for (const field of ['error', 'message']) {
      const text = (body as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return t('wizard.errors.createFailed');
}
