import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { newEstateBody, SQUARE } from './fixtures';

const BOWTIE = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.004, lng: 22.105 },
  { lat: 37.0, lng: 22.105 },
  { lat: 37.004, lng: 22.1 },
];

const CASES: [string, Record<string, unknown>, string][] = [
  ['a missing name', { name: undefined }, 'name is required'],
  ['an empty name', { name: '   ' }, 'Estate name cannot be empty'],
  ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name must be at most 120 characters'],
  ['missing boundaries', { boundaries: undefined }, 'boundaries is required'],
  ['a missing address', { address: undefined }, 'address is required'],
  ['an empty address', { address: '  ' }, 'address must not be empty'],
  [
    'an address over 300 characters',
    { address: 'x'.repeat(301) },
    'address must be at most 300 characters',
  ],
  ['a missing land area', { landArea: undefined }, 'landArea is required'],
  ['a land area of 0', { landArea: 0 }, 'landArea must be greater than 0'],
  ['a negative land area', { landArea: -3 }, 'landArea must be greater than 0'],
  ['a land area given as text', { landArea: '20' }, 'landArea must be a number'],
  ['a land area over the limit', { landArea: 1_000_001 }, 'landArea must be at most 1000000'],
  ['a missing tree count', { treeCount: undefined }, 'treeCount is required'],
  ['a tree count of 0', { treeCount: 0 }, 'treeCount must be at least 1'],
  ['a fractional tree count', { treeCount: 2.5 }, 'treeCount must be a whole number'],
  ['a tree count over the limit', { treeCount: 100_001 }, 'treeCount must be at most 100000'],
  ['missing tree types', { treeTypes: undefined }, 'treeTypes is required'],
  ['no tree types', { treeTypes: [] }, 'Please select at least one tree type'],
  [
    'an unknown tree type',
    { treeTypes: ['olive', 'banana'] },
    'treeTypes must contain only olive, orange, lemon, almond, fig, other (got "banana")',
  ],
  [
    'boundaries that are not a list',
    { boundaries: 'here' },
    'Invalid boundaries data: must be an array with at least 3 points',
  ],
  [
    'a boundary of two points',
    { boundaries: SQUARE.slice(0, 2) },
    'Invalid boundaries data: must be an array with at least 3 points',
  ],
  [
    'a boundary with too few valid points',
    { boundaries: [SQUARE[0], { lat: 'x', lng: 22 }, { lat: 95, lng: 22 }, SQUARE[2]] },
    'Not enough valid boundary points: 2 valid out of 4',
  ],
  [
    'a boundary with one invalid point among valid ones',
    { boundaries: [...SQUARE, { lat: 37.001, lng: 200 }] },
    'boundaries[4] must have a numeric lat in -90..90 and lng in -180..180',
  ],
  [
    'a self-intersecting boundary',
    { boundaries: BOWTIE },
    'Boundary must be a simple polygon that does not cross itself',
  ],
  [
    'a boundary of more than 1000 points',
    {
      boundaries: Array.from({ length: 1002 }, (_, i) => ({
        lat: 37 + 0.01 * Math.sin((2 * Math.PI * i) / 1002),
        lng: 22 + 0.01 * Math.cos((2 * Math.PI * i) / 1002),
      })),
    },
    'boundaries must have at most 1000 points',
  ],
  [
    'coordinates out of range',
    { coordinates: { lat: 91, lng: 22 } },
    'coordinates.lat must be at most 90',
  ],
  [
    'a non-boolean autoGenerateTrees',
    { autoGenerateTrees: 'yes' },
    'autoGenerateTrees must be true or false',
  ],
  [
    'auto-generation of more than 10,000 trees',
    { autoGenerateTrees: true, treeCount: 10_001 },
    'treeCount must be at most 10000 when autoGenerateTrees is true',
  ],
  ['an unknown field', { owner: 'me' }, 'owner is not an allowed field'],
];

describeApi('estate validation', (api) => {
  let owner: SignedInUser;

  beforeAll(async () => {
    owner = await api.user();
  });

  it.each(CASES)(
    'refuses %s with a message naming the problem',
    async (_label, overrides, error) => {
      const body = newEstateBody(overrides);
      for (const [key, value] of Object.entries(overrides))
        if (value === undefined) delete body[key];
      const response = await api.request({
        method: 'POST',
        url: '/api/estates',
        headers: owner.auth,
        payload: body,
      });
      expect(response.json()).toEqual({ error, code: expect.any(String) });
      expect(response.statusCode).toBe(400);
    },
  );

  it('creates nothing when the request is refused', async () => {
    const user = await api.user();
    await api.request({
      method: 'POST',
      url: '/api/estates',
      headers: user.auth,
      payload: newEstateBody({ boundaries: BOWTIE, autoGenerateTrees: true }),
    });
    const response = await api.request({ url: '/api/estates', headers: user.auth });
    expect(response.json()).toEqual({ estates: [] });
  });

  it('accepts tree types in any case and without duplicates', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/estates',
      headers: owner.auth,
      payload: newEstateBody({ treeTypes: ['Olive', 'olive', 'fig'] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ treeTypes: ['olive', 'fig'] });
  });
});
