import type { LatLng } from '@grovekeeper/geo';
import { HARNESS_SQUARE } from '../../../../test/harness';
import type { ApiHarness, HarnessEstate } from '../../../../test/harness';
import type { TestResponse } from '../../../../test/http';
import { joinTeam } from '../../../../test/teams';
import type { SignedInUser } from '../../../../test/users';
import type { Position } from './formats';

export const GREEK = { 'accept-language': 'el-GR,el;q=0.9' };
/** The UTC date in the file names. */
export const DATE = /\d{4}-\d{2}-\d{2}/.source;
export const FORMULA = '=HYPERLINK("http://example.com","x")';
export const NOTES = 'Pruned in March,\n"heavy" crop; north side';

export interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

export interface StoredTree {
  id: string;
  title: string;
  category: string;
  coordinates: LatLng;
}

/** Whether two positions are the same within the exports' 7 decimals. */
export const near = ([lng, lat]: Position, point: LatLng) =>
  Math.abs(lng - point.lng) <= 1e-7 && Math.abs(lat - point.lat) <= 1e-7;

/** The closed ring holds exactly the stored boundary's points (either direction), once each. */
export function expectSameBoundary(ring: Position[], boundary: LatLng[]) {
  expect(ring).toHaveLength(boundary.length + 1);
  expect(ring[0]).toEqual(ring[ring.length - 1]);
  for (const point of boundary) {
    expect(ring.slice(0, -1).filter((position) => near(position, point))).toHaveLength(1);
  }
}

/** The name in Content-Disposition's filename*, decoded. */
export const filenameStar = (response: TestResponse): string => {
  const match = /filename\*=UTF-8''([^;]+)$/.exec(String(response.headers['content-disposition']));
  return decodeURIComponent(match?.[1] ?? '');
};

/** The people and estates of the export suites. */
export interface ExportWorld {
  owner: SignedInUser;
  /** Field staff on `grove`. */
  worker: SignedInUser;
  stranger: SignedInUser;
  neighbour: SignedInUser;
  /** The owner's, with three trees: a formula-looking title, a Greek one, a plain one. */
  grove: HarnessEstate;
  /** The owner's, with a Greek name and a boundary stored clockwise, one tree. */
  greek: HarnessEstate;
  /** The neighbour's, the owner a viewer on its team. */
  shared: HarnessEstate;
  /** The neighbour's alone. */
  notShared: HarnessEstate;
  /** `grove`'s trees as its list answers them. */
  trees: StoredTree[];
}

export const download = (
  api: ApiHarness,
  user: SignedInUser,
  url: string,
  headers: Record<string, string> = {},
) => api.as(user).call('GET', url, undefined, headers);

async function plant(
  api: ApiHarness,
  user: SignedInUser,
  estateId: string,
  tree: { title: string; category: string; at: LatLng },
) {
  const response = await api.as(user).post(`/api/estates/${estateId}/trees`, {
    title: tree.title,
    category: tree.category,
    coordinates: tree.at,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ tree: { id: string } }>().tree.id;
}

/** A tree as GET /api/trees/:id answers it. */
export async function treeDetail(api: ApiHarness, user: SignedInUser, id: string) {
  const response = await api.as(user).get(`/api/trees/${id}`);
  return response.json<{
    tree: StoredTree & { textCode: string; state: string; notes: string };
  }>().tree;
}

export async function exportWorld(api: ApiHarness): Promise<ExportWorld> {
  const owner = await api.user({ name: 'Olga Owner' });
  const worker = await api.user({ name: 'Fotis Field' });
  const stranger = await api.user({ name: 'Stelios Stranger' });
  const neighbour = await api.user({ name: 'Nikos Neighbour' });
  const grove = await api.estate(owner, { name: 'Olive & Sons <Pylos>', treeTypes: ['olive'] });
  const formula = await plant(api, owner, grove.id, {
    title: FORMULA,
    category: 'Olive Tree',
    at: { lat: 37.0012345, lng: 22.1012345 },
  });
  await plant(api, owner, grove.id, {
    title: 'Ελιά 2',
    category: 'Δική μου ποικιλία',
    at: { lat: 37.003, lng: 22.104 },
  });
  await plant(api, owner, grove.id, {
    title: 'Olive Tree 3',
    category: 'Olive Tree',
    at: { lat: 37.002, lng: 22.102 },
  });
  const updated = await api.as(owner).put(`/api/trees/${formula}`, { state: 'sick', notes: NOTES });
  expect(updated.statusCode).toBe(200);
  const listed = await api.as(owner).get(`/api/estates/${grove.id}/trees?limit=1000`);
  const trees = listed.json<{ trees: StoredTree[] }>().trees;
  // Stored clockwise: the exports turn it counter-clockwise.
  const greek = await api.estate(owner, {
    name: 'Ελαιώνας Πύλου',
    address: 'Πύλος, Μεσσηνία',
    boundaries: [...HARNESS_SQUARE].reverse(),
  });
  await plant(api, owner, greek.id, {
    title: 'Ελιά 1',
    category: 'Olive Tree',
    at: { lat: 37.001, lng: 22.101 },
  });
  const shared = await api.estate(neighbour, { name: 'Shared Grove' });
  const notShared = await api.estate(neighbour, { name: 'Private Grove of the neighbour' });
  await joinTeam(api, owner, grove.id, worker, 'field_staff');
  await joinTeam(api, neighbour, shared.id, owner, 'viewer');
  return { owner, worker, stranger, neighbour, grove, greek, shared, notShared, trees };
}
