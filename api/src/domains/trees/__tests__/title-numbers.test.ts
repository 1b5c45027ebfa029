import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { highestTitleNumbersByCategory, trailingTitleNumber } from '../estate-trees/codes';
import { estatesClient, seeded } from '../../estates/__tests__/fixtures';

describe('highestTitleNumbersByCategory', () => {
  const tree = (title: string, category = 'Olive Tree') => ({ title, category });

  it('answers the highest trailing number per category, numerically, and skips the rest', () => {
    expect(
      highestTitleNumbersByCategory([
        tree('Olive Tree 9'),
        tree('Olive Tree 10'),
        tree('Olive Tree 2'),
        tree('Olive Tree 40', 'Fig Tree'),
        tree('Fig Tree 9', 'Fig Tree'),
        tree('Lemon Tree', 'Lemon Tree'),
        tree('Other 0', 'Other'),
      ]),
    ).toEqual({ 'Fig Tree': 40, 'Olive Tree': 10 });
    expect(highestTitleNumbersByCategory([])).toEqual({});
  });

  it('always answers the highest same-category number (random estates)', () => {
    const random = seeded(20260101);
    const categories = ['Olive Tree', 'Fig Tree', 'Other'];
    for (let run = 0; run < 200; run += 1) {
      const trees = Array.from({ length: Math.floor(random() * 30) }, () => {
        const category = categories[Math.floor(random() * categories.length)] as string;
        const numbered = random() < 0.8;
        const n = Math.floor(random() * 500);
        return { category, title: numbered ? `${category} ${n}` : category, n, numbered };
      });
      const expected: Record<string, number> = {};
      for (const category of [...categories].sort()) {
        const numbers = trees.filter((t) => t.category === category && t.numbered).map((t) => t.n);
        const highest = Math.max(0, ...numbers);
        if (highest > 0) expected[category] = highest;
      }
      expect(highestTitleNumbersByCategory(trees)).toEqual(expected);
    }
  });

  it('reads the number a title ends with as the add-tree screen does', () => {
    expect(trailingTitleNumber('Row B-21')).toBe(21);
    expect(trailingTitleNumber('Olive Tree12')).toBe(12);
    expect(trailingTitleNumber('Olive Tree 007')).toBe(7);
    expect(trailingTitleNumber('Olive Tree 4  ')).toBe(4);
    expect(trailingTitleNumber('12 Olive Tree')).toBeNull();
    expect(trailingTitleNumber('Olive Tree ٣')).toBeNull();
    expect(trailingTitleNumber(`Olive Tree ${Number.MAX_SAFE_INTEGER}`)).toBeNull();
    expect(trailingTitleNumber('Olive Tree 99999999999999999999')).toBeNull();
    expect(trailingTitleNumber(`Olive Tree ${Number.MAX_SAFE_INTEGER - 1}`)).toBe(
      Number.MAX_SAFE_INTEGER - 1,
    );
  });
});

describeApi('GET /api/estates/:id/trees/title-numbers', (api) => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  const client = estatesClient(api);
  const url = (estateId: string) => `/api/estates/${estateId}/trees/title-numbers`;
  const inside = { lat: 37.001, lng: 22.101 };

  beforeAll(async () => {
    owner = await api.user();
    stranger = await api.user();
  });

  const addTree = async (estateId: string, title: string, category: string) => {
    const response = await api.as(owner).post(`/api/estates/${estateId}/trees`, {
      title,
      category,
      coordinates: inside,
    });
    expect(response.statusCode).toBe(201);
  };

  it('answers nothing for an estate without trees', async () => {
    const estate = await client.createEstate(owner);
    const response = await api.as(owner).get(url(estate.id));
    expect([response.statusCode, response.json()]).toEqual([200, { highest: {} }]);
  });

  it("answers each category's highest trailing number and follows new trees at once", async () => {
    const estate = await client.createEstate(owner, {
      treeCount: 4,
      treeTypes: ['olive', 'fig'],
      autoGenerateTrees: true,
    });
    await addTree(estate.id, 'Olive Tree 40', 'Fig Tree');
    await addTree(estate.id, 'Row B-7', 'Olive Tree');
    await addTree(estate.id, 'Walnut by the gate', 'Walnut Tree');
    const first = await api.as(owner).get(url(estate.id));
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { highest: { 'Fig Tree': 40, 'Olive Tree': 7 } },
    ]);
    await addTree(estate.id, 'Olive Tree 12', 'Olive Tree');
    const second = await api.as(owner).get(url(estate.id));
    expect(second.json()).toEqual({ highest: { 'Fig Tree': 40, 'Olive Tree': 12 } });
  });

  it('counts every tree of an estate larger than one page of 10,000', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['olive'] });
    for (const count of [10_000, 2_500]) {
      const response = await api
        .as(owner)
        .post(`/api/estates/${estate.id}/generate-trees`, { count, mode: 'random' });
      expect(response.statusCode).toBe(201);
    }
    const response = await api.as(owner).get(url(estate.id));
    expect(response.json()).toEqual({ highest: { 'Olive Tree': 12_500 } });
  }, 120_000);

  it('answers 404 "Estate not found" to another user and for unknown ids, 401 without a token', async () => {
    const estate = await client.createEstate(owner, { treeCount: 2, autoGenerateTrees: true });
    for (const [user, estateId] of [
      [stranger, estate.id],
      [owner, '0123456789abcdef01234567'],
      [owner, 'not-an-id'],
    ] as const) {
      const response = await api.as(user).get(url(estateId));
      expect([estateId, response.statusCode, response.json()]).toEqual([
        estateId,
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    }
    const anonymous = await api.request({ method: 'GET', url: url(estate.id) });
    expect(anonymous.statusCode).toBe(401);
    const mine = await api.as(owner).get(url(estate.id));
    expect(mine.json()).toEqual({ highest: { 'Olive Tree': 2 } });
  });
});
