import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { createListing, insertContract } from '../../rentals/__tests__/fixtures';

interface MapEstateAnswer {
  id: string;
  name: string;
  type: string;
  status: string;
  price: number | null;
  isOwner: boolean;
  rentalId: string | null;
  [key: string]: unknown;
}

const square = (lat: number, lng: number) => [
  { lat, lng },
  { lat, lng: lng + 0.004 },
  { lat: lat + 0.004, lng: lng + 0.004 },
  { lat: lat + 0.004, lng },
];

describeApi('the estate locations map', (api) => {
  let me: SignedInUser;
  let alice: SignedInUser;
  const estates: Record<string, HarnessEstate> = {};
  const rentals: Record<string, string> = {};

  const estate = async (key: string, owner: SignedInUser, overrides: Record<string, unknown>) => {
    const lat = Number(overrides.lat ?? 37);
    const lng = Number(overrides.lng ?? 22.1);
    const { lat: _lat, lng: _lng, ...rest } = overrides;
    estates[key] = await api.estate(owner, {
      coordinates: { lat: lat + 0.002, lng: lng + 0.002 },
      boundaries: square(lat, lng),
      ...rest,
    });
  };

  beforeAll(async () => {
    me = await api.user({ name: 'Me' });
    alice = await api.user({ name: 'Alice' });
    await estate('myOlives', me, { name: 'Apple Hill', address: 'Kalamata', treeTypes: ['olive'] });
    await estate('myCitrus', me, {
      name: 'Blossom Farm',
      address: 'Argos, Argolida',
      treeTypes: ['orange', 'lemon'],
      lat: 40,
      lng: 23,
    });
    await estate('myDraft', me, { name: 'Cedar Patch', address: 'Sparta', treeTypes: ['fig'] });
    await estate('aliceListed', alice, {
      name: 'Delta Grove',
      address: 'Nafplio, ARGOLIDA',
      treeTypes: ['olive', 'lemon'],
    });
    await estate('aliceYearly', alice, {
      name: 'Echo Orchard',
      address: 'Chania',
      lat: 35,
      lng: 24,
    });
    await estate('aliceHidden', alice, { name: 'Fig Secret', address: 'Argos' });
    await estate('aliceDraft', alice, { name: 'Green Draft', address: 'Argos' });
    await estate('aliceRented', alice, { name: 'Hidden Rented', address: 'Argos' });

    rentals.myOlives = (await createListing(api, me, { price: 300 }, estates.myOlives)).id;
    await createListing(api, me, { status: 'draft' }, estates.myDraft);
    rentals.myCitrus = (await createListing(api, me, { price: 100 }, estates.myCitrus)).id;
    rentals.aliceListed = (
      await createListing(api, alice, { price: 250.5 }, estates.aliceListed)
    ).id;
    rentals.aliceYearly = (
      await createListing(api, alice, { price: 1200, priceType: 'yearly' }, estates.aliceYearly)
    ).id;
    await createListing(api, alice, { status: 'draft' }, estates.aliceDraft);
    rentals.aliceRented = (await createListing(api, alice, {}, estates.aliceRented)).id;
    await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = ANY($1::char(24)[])`, [
      [rentals.myCitrus, rentals.aliceRented],
    ]);
  });

  const map = async (query = '', user = me) => {
    const response = await api.as(user).get(`/api/maps/estates${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ estates: MapEstateAnswer[] }>().estates;
  };
  const names = (list: MapEstateAnswer[]) => list.map((one) => one.name);

  it("shows my estates and others' estates with an available listing, by name", async () => {
    expect(names(await map())).toEqual([
      'Apple Hill',
      'Blossom Farm',
      'Cedar Patch',
      'Delta Grove',
      'Echo Orchard',
    ]);
  });

  it("never shows a stranger's estate that is unlisted, only drafted or rented", async () => {
    const shown = names(await map('?ownership=other'));
    expect(shown).not.toContain('Fig Secret');
    expect(shown).not.toContain('Green Draft');
    expect(shown).not.toContain('Hidden Rented');
  });

  it('answers exactly the map fields, without tree positions or owner details', async () => {
    const [first] = await map('?search=apple');
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'address',
        'boundaries',
        'coordinates',
        'id',
        'isOwner',
        'name',
        'price',
        'rentalId',
        'role',
        'status',
        'treeCount',
        'type',
      ].sort(),
    );
    expect(first).toMatchObject({
      id: estates.myOlives?.id,
      address: 'Kalamata',
      type: 'Olive Grove',
      treeCount: 25,
      price: 300,
      status: 'Available',
      isOwner: true,
      role: 'owner',
      coordinates: { lat: 37.002, lng: 22.102 },
    });
    expect(first?.boundaries).toHaveLength(4);
  });

  it('derives the property type from the tree types', async () => {
    const byName = Object.fromEntries((await map()).map((one) => [one.name, one.type]));
    expect(byName).toEqual({
      'Apple Hill': 'Olive Grove',
      'Blossom Farm': 'Citrus Grove',
      'Cedar Patch': 'Mixed Estate',
      'Delta Grove': 'Mixed Estate',
      'Echo Orchard': 'Olive Grove',
    });
  });

  it('derives the status and the monthly price from the listings', async () => {
    const byName = Object.fromEntries(
      (await map()).map((one) => [one.name, [one.status, one.price]]),
    );
    expect(byName).toEqual({
      'Apple Hill': ['Available', 300],
      'Blossom Farm': ['Rented', null],
      'Cedar Patch': ['Under Maintenance', null],
      'Delta Grove': ['Available', 250.5],
      'Echo Orchard': ['Available', 100],
    });
  });

  it("gives others' listed estates the listing to open", async () => {
    const [delta] = await map('?search=delta');
    expect(delta).toMatchObject({ isOwner: false, rentalId: rentals.aliceListed });
  });

  it('counts as rented an own estate with a signed contract and no listing left', async () => {
    const carol = await api.user({ name: 'Carol' });
    const bare = await api.estate(carol, { name: 'Zeta Signed', address: 'Volos' });
    await insertContract(api, {
      rentalId: null,
      estateId: bare.id,
      ownerId: carol.id,
      tenantId: alice.id,
      status: 'signed',
    });
    expect(await map('', carol)).toEqual([
      expect.objectContaining({ name: 'Apple Hill', isOwner: false, role: null }),
      expect.objectContaining({ name: 'Delta Grove' }),
      expect.objectContaining({ name: 'Echo Orchard' }),
      expect.objectContaining({ name: 'Zeta Signed', status: 'Rented', isOwner: true }),
    ]);
  });

  it('shows only my estates under ownership=my and only listed others under other', async () => {
    const mine = await map('?ownership=my');
    const others = await map('?ownership=other');
    expect(names(mine)).toEqual(['Apple Hill', 'Blossom Farm', 'Cedar Patch']);
    expect(mine.every((one) => one.isOwner)).toBe(true);
    expect(names(others)).toEqual(['Delta Grove', 'Echo Orchard']);
    expect(others.every((one) => !one.isOwner)).toBe(true);
    expect(await map('?ownership=all')).toHaveLength(mine.length + others.length);
  });

  it('filters by property type and by status', async () => {
    expect(names(await map('?propertyType=Olive%20Grove'))).toEqual(['Apple Hill', 'Echo Orchard']);
    expect(names(await map('?propertyType=Citrus%20Grove'))).toEqual(['Blossom Farm']);
    expect(names(await map('?status=Rented'))).toEqual(['Blossom Farm']);
    expect(names(await map('?status=Under%20Maintenance'))).toEqual(['Cedar Patch']);
    expect(names(await map('?status=Available&propertyType=Mixed%20Estate'))).toEqual([
      'Delta Grove',
    ]);
  });

  it('searches the name or the address ignoring case', async () => {
    expect(names(await map('?search=ARGOLIDA'))).toEqual(['Blossom Farm', 'Delta Grove']);
    expect(names(await map('?search=%20orchard%20'))).toEqual(['Echo Orchard']);
    expect(await map('?search=100%25')).toEqual([]);
  });

  it('limits the answer to estates whose centre lies in the bounding box', async () => {
    expect(names(await map('?bbox=36.5,21.5,37.5,22.5'))).toEqual([
      'Apple Hill',
      'Cedar Patch',
      'Delta Grove',
    ]);
    expect(names(await map('?bbox=34,23.5,41,180'))).toEqual(['Echo Orchard']);
  });

  it('refuses a malformed bounding box with a readable message', async () => {
    const cases: [string, string][] = [
      ['1,2,3', 'bbox must be four numbers: south,west,north,east'],
      ['a,2,3,4', 'bbox must be four numbers: south,west,north,east'],
      ['-91,0,10,10', 'bbox latitudes must be between -90 and 90'],
      ['0,0,10,181', 'bbox longitudes must be between -180 and 180'],
      ['10,0,5,10', 'bbox south must not be greater than north'],
    ];
    for (const [bbox, error] of cases) {
      const response = await api.as(me).get(`/api/maps/estates?bbox=${bbox}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: expect.any(String) });
    }
  });

  it('refuses an unknown ownership, type or status', async () => {
    for (const query of ['ownership=mine', 'propertyType=Vineyard', 'status=Sold']) {
      const response = await api.as(me).get(`/api/maps/estates?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/must be/);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await api.request({ method: 'GET', url: '/api/maps/estates' });
    expect(response.statusCode).toBe(401);
  });
});
