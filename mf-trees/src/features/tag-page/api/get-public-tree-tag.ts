import { api } from '@grovekeeper/shared';
import type { PublicTreeTag } from '@grovekeeper/shared';

/** GET /api/public/trees/:id/tag: what the public tag page shows; no sign-in needed. */
export function getPublicTreeTag(id: string): Promise<PublicTreeTag> {
  return api.get<PublicTreeTag>(`/api/public/trees/${encodeURIComponent(id)}/tag`);
}
