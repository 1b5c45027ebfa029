import { api } from '@grovekeeper/shared';
import type {
  CompactTree,
  EstateDetail,
  Harvest,
  HarvestStatus,
  LatLng,
  NewHarvest,
  PublicTreeTag,
  Tree,
  TreePhoto,
  TreeUpdate,
} from '@grovekeeper/shared';

/** Every call of the trees remote, one function per API route (spec §7). */

const tree = (id: string) => `/api/trees/${encodeURIComponent(id)}`;

/** GET /api/trees/:id (owner only; another user's tree answers 404). */
export async function getTree(id: string): Promise<Tree> {
  return (await api.get<{ tree: Tree }>(tree(id))).tree;
}

/** GET /api/trees/qr/:code: the owner's tree with that QR code or text code. */
export async function getTreeByCode(code: string): Promise<Tree> {
  return (await api.get<{ tree: Tree }>(`/api/trees/qr/${encodeURIComponent(code)}`)).tree;
}

/** PUT /api/trees/:id: the fields given; answers the updated tree. */
export async function updateTree(id: string, update: TreeUpdate): Promise<Tree> {
  return (await api.put<{ tree: Tree }>(tree(id), update)).tree;
}

/** PUT /api/trees/:id/location: inside the estate boundary, else 400. */
export async function updateTreeLocation(id: string, coordinates: LatLng): Promise<Tree> {
  return (await api.put<{ tree: Tree }>(`${tree(id)}/location`, { coordinates })).tree;
}

/** GET /api/public/trees/:id/tag: what the public tag page shows; no sign-in needed. */
export function getPublicTreeTag(id: string): Promise<PublicTreeTag> {
  return api.get<PublicTreeTag>(`/api/public/trees/${encodeURIComponent(id)}/tag`);
}

export async function getTreePhotos(id: string): Promise<TreePhoto[]> {
  return (await api.get<{ photos: TreePhoto[] }>(`${tree(id)}/photos`)).photos;
}

/** POST /api/trees/:id/photos, multipart `photo` (the file) and optional `caption`. */
export async function uploadTreePhoto(id: string, file: File, caption = ''): Promise<TreePhoto> {
  const form = new FormData();
  // The caption goes first so the server has it before the file streams in.
  if (caption.trim()) form.append('caption', caption.trim());
  form.append('photo', file);
  return (await api.upload<{ photo: TreePhoto }>(`${tree(id)}/photos`, form)).photo;
}

export async function deleteTreePhoto(id: string, photoId: string): Promise<void> {
  await api.delete(`${tree(id)}/photos/${encodeURIComponent(photoId)}`);
}

/** GET /api/trees/:id/harvests, newest first. */
export async function getHarvests(id: string): Promise<Harvest[]> {
  return (await api.get<{ harvests: Harvest[] }>(`${tree(id)}/harvests`)).harvests;
}

export async function addHarvest(id: string, harvest: NewHarvest): Promise<Harvest> {
  return (await api.post<{ harvest: Harvest }>(`${tree(id)}/harvests`, harvest)).harvest;
}

export async function setHarvestStatus(
  id: string,
  harvestId: string,
  status: HarvestStatus,
): Promise<Harvest> {
  return (
    await api.put<{ harvest: Harvest }>(`${tree(id)}/harvests/${encodeURIComponent(harvestId)}`, {
      status,
    })
  ).harvest;
}

/** GET /api/estates/:id (owner only): the boundary for location pickers. */
export function getEstate(estateId: string): Promise<EstateDetail> {
  return api.get<EstateDetail>(`/api/estates/${encodeURIComponent(estateId)}`);
}

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

/** POST /api/estates/:id/trees: answers the created tree (spec: `{ tree }`). */
export async function createTree(
  estateId: string,
  body: { title: string; category: string; coordinates: LatLng },
): Promise<CompactTree> {
  return (
    await api.post<{ tree: CompactTree }>(
      `/api/estates/${encodeURIComponent(estateId)}/trees`,
      body,
    )
  ).tree;
}
