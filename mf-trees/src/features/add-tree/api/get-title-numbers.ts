import { api } from '@grovekeeper/shared';

/** Per tree category, the highest number a title of that category ends with. */
export type TitleNumbers = Readonly<Record<string, number>>;

/**
 * GET /api/estates/:id/trees/title-numbers (owner only): the highest trailing title
 * number of each category over all the estate's trees, however many (title suggestion).
 */
export async function getTitleNumbers(estateId: string): Promise<TitleNumbers> {
  return (
    await api.get<{ highest: TitleNumbers }>(
      `/api/estates/${encodeURIComponent(estateId)}/trees/title-numbers`,
    )
  ).highest;
}
