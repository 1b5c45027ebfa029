/**
 * @jest-environment node
 */
// The worker's page loads on Node's own fetch primitives (jsdom has no Request or Response).
import { fetchAhead, takeAhead } from '../ahead';

const ORIGIN = 'https://grovekeeper.example';
const CONFIG = `${ORIGIN}/config/app.json`;
const TREES = `${ORIGIN}/remotes/mf-trees/mf-manifest.json`;
const TREES_ENTRY = `${ORIGIN}/remotes/mf-trees/remoteEntry.js`;
const TREES_FIRST_PAINT = `${ORIGIN}/remotes/mf-trees/first-paint.js`;

const fetchMock = jest.fn<Promise<Response>, [string]>();

/** The worker's network-first cache, as an earlier start left it. */
function storedCache(files: Record<string, unknown>): Cache {
  return {
    match: async (url: string) =>
      url in files ? new Response(JSON.stringify(files[url])) : undefined,
  } as unknown as Cache;
}

const stored = storedCache({
  [CONFIG]: { remotes: { mf_trees: '/remotes/mf-trees/mf-manifest.json' } },
  [TREES]: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } },
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => new Response(`fresh ${url}`));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  for (const url of [CONFIG, TREES, TREES_ENTRY, TREES_FIRST_PAINT]) takeAhead(url);
});

describe('an installed app opening a page', () => {
  it("asks the network for the configuration and the page's remote manifest and entry at once", async () => {
    await fetchAhead(new URL(`${ORIGIN}/trees`), stored);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CONFIG, TREES, TREES_ENTRY]);
    await expect((await takeAhead(TREES_ENTRY))?.text()).resolves.toBe(`fresh ${TREES_ENTRY}`);
  });

  it("asks for the remote's first paint too on a page it draws", async () => {
    await fetchAhead(new URL(`${ORIGIN}/tree-tagging`), stored);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      CONFIG,
      TREES,
      TREES_FIRST_PAINT,
      TREES_ENTRY,
    ]);
    await expect((await takeAhead(TREES_FIRST_PAINT))?.text()).resolves.toBe(
      `fresh ${TREES_FIRST_PAINT}`,
    );
  });

  it('hands each answer to one request, so a later load asks the network again', async () => {
    await fetchAhead(new URL(`${ORIGIN}/tree-tagging`), stored);

    expect(takeAhead(CONFIG)).toBeDefined();
    expect(takeAhead(CONFIG)).toBeUndefined();
  });

  it('asks only for the configuration on a page of no remote, or on a first start', async () => {
    await fetchAhead(new URL(`${ORIGIN}/settings`), stored);
    await fetchAhead(new URL(`${ORIGIN}/tree-tagging`), storedCache({}));

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CONFIG, CONFIG]);
  });

  it('drops an answer nobody asked for within a few seconds', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await fetchAhead(new URL(`${ORIGIN}/tree-tagging`), stored);
    now.mockReturnValue(1_000_000 + 60_000);

    expect(takeAhead(TREES)).toBeUndefined();
    now.mockRestore();
  });
});
