import { api, errorStatus } from '@grovekeeper/shared';
import { orthophotoPath } from './types';
import type { Orthophoto } from './types';

/** GET /api/estates/:id/orthophoto; null when the estate has none (404). */
export async function getOrthophoto(estateId: string): Promise<Orthophoto | null> {
  try {
    return (await api.get<{ orthophoto: Orthophoto }>(orthophotoPath(estateId))).orthophoto;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
