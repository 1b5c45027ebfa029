import { api } from '@grovekeeper/shared';

export interface KaekAnswer {
  success: boolean;
  boundaries: unknown;
}

/** GET /api/estates/search-kaek/:kaek: a parcel's boundary from the Hellenic Cadastre. */
export function searchKaek(kaek: string): Promise<KaekAnswer> {
  return api.get<KaekAnswer>(`/api/estates/search-kaek/${encodeURIComponent(kaek)}`);
}
