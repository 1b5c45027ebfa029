import type { FastifyRequest } from 'fastify';

export interface NormaliseOptions {
  /** String fields to trim. */
  trim?: readonly string[];
  /** String fields to lower-case (after trimming). */
  lowercase?: readonly string[];
  /** Lists of strings whose items are trimmed and whose empty items are dropped. */
  stringLists?: readonly string[];
}

/**
 * A preValidation hook that tidies a JSON body before the schema sees it, so the
 * length and format rules apply to what will be stored (" Ann " is "Ann", and a
 * name of spaces is empty). Values of the wrong type are left for the schema to refuse.
 */
export function normaliseBody({ trim = [], lowercase = [], stringLists = [] }: NormaliseOptions) {
  return async function normalise(request: FastifyRequest): Promise<void> {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const key of trim) {
      const value = fields[key];
      if (typeof value === 'string') fields[key] = value.trim();
    }
    for (const key of lowercase) {
      const value = fields[key];
      if (typeof value === 'string') fields[key] = value.toLowerCase();
    }
    for (const key of stringLists) {
      const value = fields[key];
      if (Array.isArray(value)) {
        fields[key] = value
          .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
          .filter((item) => item !== '');
      }
    }
  };
}
