import { api, earlyAnswer } from '@grovekeeper/shared';
import type { PublicTreeTag } from '@grovekeeper/shared';

const tagPath = (id: string) => `/api/public/trees/${encodeURIComponent(id)}/tag`;

/** GET /api/public/trees/:id/tag: what the public tag page shows; no sign-in needed. */
export function getPublicTreeTag(id: string): Promise<PublicTreeTag> {
  return api.get<PublicTreeTag>(tagPath(id));
}

/** The tag the page's first paint drew, for its first render (see earlyAnswer). */
export function earlyTreeTag(id: string): PublicTreeTag | undefined {
  const body = earlyAnswer(tagPath(id)) as { tree?: unknown } | undefined;
  return typeof body?.tree === 'object' && body.tree !== null ? (body as PublicTreeTag) : undefined;
}
