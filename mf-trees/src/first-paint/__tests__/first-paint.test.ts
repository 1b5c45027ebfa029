import { forgetEarlyGets } from '@grovekeeper/shared/early-gets';
import { firstPaintPage } from '../pages';
import { paintFirst } from '../paint';
import { fetchAnswer } from '@grovekeeper/shared/testing/http';

// The HTML's frame (shared/webpack/index.html), as main.js finds it before React renders.
const FRAME = `<div class="gk-shell" aria-hidden="true">
  <div class="gk-shell-side"><div class="gk-shell-brand">Grovekeeper</div></div>
  <div class="gk-shell-main"><div class="gk-shell-top"><div class="gk-shell-brand">Grovekeeper</div></div></div>
</div>`;

const TREE = {
  id: '0123456789abcdef01234567',
  textCode: 'OLV-0042',
  title: 'Old olive by the gate',
  category: 'Olive Tree',
  state: 'sick',
  estateName: 'Kalamata Grove',
  updatedAt: '2026-11-20T09:30:00Z',
  coordinates: { lat: 37.0391234, lng: 22.1145678 },
  notes: 'Leaf spot on the north side',
  detectionConfidence: 0.87,
};

const answer = fetchAnswer;

const fetchMock = jest.fn();

beforeEach(() => {
  forgetEarlyGets();
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  document.documentElement.className = '';
});

afterEach(() => window.history.pushState({}, '', '/'));

const main = () => document.querySelector('#root main');
const facts = () =>
  [...document.querySelectorAll('#root dl > div')].map((fact) => [
    fact.querySelector('dt')?.textContent,
    fact.querySelector('dd')?.textContent,
  ]);

describe('the pages it draws', () => {
  it.each([
    ['/trees/t1/tag', { kind: 'tag', treeId: 't1', read: '/api/public/trees/t1/tag' }],
    ['/trees/t1', { kind: 'tree', treeId: 't1', read: '/api/trees/t1' }],
    ['/estates/e1/trees/t1', { kind: 'tree', treeId: 't1', read: '/api/trees/t1' }],
    ['/tree-tagging', { kind: 'tagging' }],
  ])('%s', (path, page) => {
    expect(firstPaintPage(path)).toEqual(page);
  });

  it.each([
    '/',
    '/trees',
    '/estates/e1',
    '/estates/e1/trees/add',
    '/estates/e1/trees/location',
    '/trees/t1/print',
    '/trees/t1/location',
  ])('leaves %s to the app', (path) => {
    expect(firstPaintPage(path)).toBeNull();
  });
});

it("draws a signed-out visitor's tag page from its read, in the page's words and order", async () => {
  fetchMock.mockResolvedValue(answer(200, { tree: TREE, photos: [] }));
  window.history.pushState({}, '', `/trees/${TREE.id}/tag`);

  await expect(paintFirst('')).resolves.toBe(true);

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe(
    `${window.location.origin}/api/public/trees/${TREE.id}/tag`,
  );
  expect(main()?.querySelector('h1')?.textContent).toBe('Old olive by the gate');
  expect(main()?.textContent).toContain('OLV-0042 · Kalamata Grove');
  // Edit Tree works before the app: a link to the owner's page (sign-in first when needed).
  const edit = main()?.querySelector('a');
  expect(edit?.textContent).toBe('Edit Tree');
  expect(edit?.getAttribute('href')).toBe(`/trees/${TREE.id}`);
  expect(main()?.textContent).toContain('AI confidence: 87%');
  expect(facts()).toEqual([
    ['Tree Code', 'OLV-0042'],
    ['Category', 'Olive Tree'],
    ['Title', 'Old olive by the gate'],
    ['State', 'Sick'],
    ['Estate', 'Kalamata Grove'],
    ['Last Updated', expect.stringMatching(/2026/)],
    ['Location', '37.039123, 22.114568'],
    ['Notes', 'Leaf spot on the north side'],
  ]);
  // Read by screen readers (the frame's empty bars are not), marked as still loading.
  expect(document.querySelector('.gk-shell')?.hasAttribute('aria-hidden')).toBe(false);
  expect(main()?.getAttribute('aria-busy')).toBe('true');
  expect(document.documentElement.classList.contains('gk-public-frame')).toBe(true);
});

it('draws the page in Greek when Greek was chosen on this phone', async () => {
  window.localStorage.setItem('language', 'el');
  fetchMock.mockResolvedValue(answer(200, { tree: { ...TREE, notes: '' }, photos: [] }));
  window.history.pushState({}, '', `/trees/${TREE.id}/tag`);

  await paintFirst('');

  expect(document.documentElement.lang).toBe('el');
  expect(main()?.querySelector('a')?.textContent).toBe('Επεξεργασία δέντρου');
  expect(facts()).toEqual(
    expect.arrayContaining([
      ['Κωδικός δέντρου', 'OLV-0042'],
      ['Είδος', 'Ελιά'],
      ['Κατάσταση', 'Άρρωστο'],
      ['Σημειώσεις', 'Χωρίς σημειώσεις'],
    ]),
  );
});

it("draws the owner's tree page with the stored token and the API's base URL", async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  fetchMock.mockResolvedValue(answer(200, { tree: { ...TREE, plantingYear: 1998 } }));
  window.history.pushState({}, '', `/estates/e1/trees/${TREE.id}`);

  await expect(paintFirst('https://api.example.test/')).resolves.toBe(true);

  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(`https://api.example.test/api/trees/${TREE.id}`);
  expect(init.headers).toEqual({ Authorization: 'Bearer a-token' });
  expect(main()?.querySelector('h1')?.textContent).toBe('Old olive by the gate');
  expect(facts()).toContainEqual(['Planting year', '1998']);
  expect(main()?.querySelector('a')).toBeNull();
});

it('shows only the header and tabs when the address opens another tab', async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  fetchMock.mockResolvedValue(answer(200, { tree: TREE }));
  window.history.pushState({}, '', `/trees/${TREE.id}?tab=harvests`);

  await paintFirst('');

  expect(main()?.querySelector('h1')?.textContent).toBe('Old olive by the gate');
  expect(facts()).toEqual([]);
});

it("draws tree tagging's scan step without asking the API anything", async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  window.history.pushState({}, '', '/tree-tagging');

  await expect(paintFirst('')).resolves.toBe(true);

  expect(fetchMock).not.toHaveBeenCalled();
  expect(main()?.querySelector('h1')?.textContent).toBe('Tree Tagging');
  expect(main()?.querySelector('h2')?.textContent).toBe('Scan QR Code');
  expect(main()?.textContent).toContain(
    "Press Start Scanning and point the camera at a tree's QR tag",
  );
});

describe('draws nothing', () => {
  it('on a signed-out visit of a page behind sign-in (the app shows the sign-in page)', async () => {
    window.history.pushState({}, '', `/trees/${TREE.id}`);
    await expect(paintFirst('')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(main()).toBeNull();
  });

  it('when the read fails: the app says why', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: 'Tree not found' }));
    window.history.pushState({}, '', `/trees/${TREE.id}/tag`);
    await expect(paintFirst('')).resolves.toBe(false);
    expect(main()).toBeNull();
    expect(document.querySelector('.gk-shell')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    window.history.pushState({}, '', `/trees/${TREE.id}/tag`);
    await expect(paintFirst('')).resolves.toBe(false);
    expect(main()).toBeNull();
  });

  it('once the app has rendered (the frame is gone)', async () => {
    fetchMock.mockResolvedValue(answer(200, { tree: TREE, photos: [] }));
    document.body.innerHTML = '<div id="root"><main><h1>The app</h1></main></div>';
    window.history.pushState({}, '', `/trees/${TREE.id}/tag`);
    await expect(paintFirst('')).resolves.toBe(false);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});

it("leaves the read's answer for the page's code, which takes it from the early reads", async () => {
  const { takeEarlyGet } = await import('@grovekeeper/shared/early-gets');
  fetchMock.mockResolvedValue(answer(200, { tree: TREE, photos: [] }));
  window.history.pushState({}, '', `/trees/${TREE.id}/tag`);

  await paintFirst('');

  const url = `${window.location.origin}/api/public/trees/${TREE.id}/tag`;
  const request = { method: 'GET', url, headers: new Headers() } as unknown as Request;
  const taken = await takeEarlyGet(request);
  expect(taken?.bodyUsed).toBe(false);
  await expect(taken?.json()).resolves.toEqual({ tree: TREE, photos: [] });
});
