import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: 'en' or 'el'.
 *
 * TEMPORARY STUB (branch api-docs): it only reads Accept-Language. The branch api-lang
 * ships the real file at this same path, with the same exports, which also reads the
 * signed-in user's saved language first; at merge that version replaces this one.
 */
export async function requestLanguage(request: FastifyRequest): Promise<'en' | 'el'> {
  const header = request.headers['accept-language'];
  return acceptLanguage(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The best of the product's languages for an Accept-Language header, by its q-values:
 * `el-GR,el;q=0.9` → 'el', `en-US,el;q=0.5` → 'en', `fr,el;q=0.5` → 'el'; no header, no
 * supported language or a malformed one → 'en'.
 */
export function acceptLanguage(header: string | undefined): 'en' | 'el' {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => param.trim().match(/^q\s*=\s*([0-9.]+)$/i)?.[1])
        .find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
      return { primary, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === 'el' || primary === 'en') return primary;
  }
  return 'en';
}
