import Dexie from 'dexie';
import { api, httpClient } from '@grovekeeper/shared';
import {
  clearPhone,
  offlineTreeFixture,
  setOnline,
  storeEstate,
  storeTrees,
} from '../../../test/offline';
import { resetSharedStores, signInAsUser } from '../../../test/render';
import {
  discardChange,
  findOfflineTree,
  pendingChanges,
  queuedChanges,
  refreshOfflineEstates,
  removeEstateOffline,
  submitHarvest,
  submitTreeChange,
  syncNow,
} from '..';
import { storedEstatesOf } from '../store';
import { DB_NAME, offlineDb } from '../db';

// One phone, two people (issue 26): what one stored or queued is neither shown to nor sent by
// the other, and waits for them. The store is the real one (fake-indexeddb); the network is
// the test's.
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  httpClient: jest.fn(),
  api: { ...jest.requireActual('@grovekeeper/shared').api, get: jest.fn() },
}));

const SOFIA = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const NIKOS = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const ESTATE = 'eeeeeeeeeeeeeeeeeeeeeee1';

/** The Idempotency-Key of each change that reached the server, in order. */
let sent: string[] = [];

function answering() {
  const answer = (_url: unknown, options: { headers: Record<string, string> }) => {
    sent.push(options.headers['Idempotency-Key'] ?? '');
    return Promise.resolve({ clone: () => ({ json: async () => ({}) }) });
  };
  jest.mocked(httpClient).mockReturnValue({
    put: jest.fn(answer),
    post: jest.fn(answer),
  } as unknown as ReturnType<typeof httpClient>);
}

const tree = { id: 'tttttttttttttttttttttttt', version: 3, label: 'Olive 7', estateId: ESTATE };

beforeEach(async () => {
  resetSharedStores();
  await clearPhone();
  sent = [];
  answering();
  setOnline(true);
});

afterEach(() => jest.restoreAllMocks());

describe('one phone shared by two people', () => {
  it('shows Nikos none of the trees and estates Sofia keeps, and shows them to Sofia again', async () => {
    signInAsUser(SOFIA);
    await storeTrees([offlineTreeFixture({ id: tree.id, code: 'OLV-7', estateId: ESTATE })]);
    await storeEstate({
      estateId: ESTATE,
      estateName: 'Sofia’s Grove',
      trees: 1,
      storedAt: '2026-11-27T06:00:00.000Z',
      automatic: false,
    });

    signInAsUser(NIKOS);
    expect(await findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();
    expect(await findOfflineTree({ kind: 'code', code: 'OLV-7' })).toBeUndefined();
    expect(await storedEstatesOf(NIKOS)).toEqual([]);
    // Nikos removing "his" copy of that estate leaves Sofia's alone.
    await removeEstateOffline(ESTATE);

    signInAsUser(SOFIA);
    expect(await findOfflineTree({ kind: 'code', code: 'OLV-7' })).toMatchObject({ id: tree.id });
    expect((await storedEstatesOf(SOFIA)).map((estate) => estate.estateName)).toEqual([
      'Sofia’s Grove',
    ]);
  });

  it("never sends Sofia's changes with Nikos signed in, and sends them when Sofia is back", async () => {
    signInAsUser(SOFIA);
    setOnline(false);
    await submitTreeChange(tree, { state: 'sick' });
    await submitHarvest(tree, { date: '2026-10-01', weight: 4, notes: '' });
    const sofias = (await queuedChanges()).map((change) => change.id);

    // Sofia signs out (after the prompt), Nikos signs in and works online.
    resetSharedStores();
    signInAsUser(NIKOS);
    setOnline(true);
    expect(await queuedChanges()).toEqual([]);
    const own = await submitTreeChange(tree, { notes: 'Nikos was here' });
    expect(own.status).toBe('sent');
    await syncNow();
    expect(sent).toHaveLength(1);
    expect(sofias).not.toContain(sent[0]);
    // Nor can he discard them.
    for (const id of sofias) await discardChange(id);
    expect(await pendingChanges(SOFIA)).toBe(2);

    signInAsUser(SOFIA);
    await syncNow();
    expect(sent.slice(1)).toEqual(sofias);
    expect(await pendingChanges(SOFIA)).toBe(0);
  });
});

/** The phone as the app's first version left it: stored rows without an owner. */
async function phoneFromVersion1(): Promise<void> {
  const old = new Dexie(DB_NAME);
  old.version(1).stores({
    trees: 'id, estateId, code, qrCode',
    estates: 'estateId',
    changes: 'id, &seq, treeId, status, userId',
    meta: 'key',
  });
  const { userId: _nobody, ...stored } = offlineTreeFixture({
    id: tree.id,
    code: 'OLV-7',
    estateId: ESTATE,
    userId: '',
  });
  await old.table('trees').put(stored);
  await old.table('estates').put({
    estateId: ESTATE,
    estateName: 'Lower Grove',
    trees: 1,
    storedAt: '2026-11-27T06:00:00.000Z',
    automatic: false,
  });
  old.close();
}

describe('trees stored before they had an owner (the upgrade)', () => {
  it('gives them to the person signed in on this phone when the shell names them too', async () => {
    await phoneFromVersion1();
    signInAsUser(SOFIA);
    window.localStorage.setItem('shell:lastProfile', JSON.stringify({ userId: SOFIA }));
    expect(await findOfflineTree({ kind: 'code', code: 'OLV-7' })).toMatchObject({
      id: tree.id,
      userId: SOFIA,
    });
    signInAsUser(NIKOS);
    expect(await findOfflineTree({ kind: 'code', code: 'OLV-7' })).toBeUndefined();
  });

  it('shows them to nobody when it cannot tell whose they are, until the server lets someone read them', async () => {
    await phoneFromVersion1();
    signInAsUser(NIKOS);
    window.localStorage.setItem('shell:lastProfile', JSON.stringify({ userId: SOFIA }));
    expect(await findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();
    expect(await storedEstatesOf(NIKOS)).toEqual([]);

    // Online, Nikos's estates do not include it: it stays unassigned and unread.
    jest.mocked(api.get).mockResolvedValue({ estates: [] });
    await refreshOfflineEstates();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(await findOfflineTree({ kind: 'id', id: tree.id })).toBeUndefined();

    // Sofia's do: the server's copy becomes hers, and the unassigned one goes.
    signInAsUser(SOFIA);
    jest.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/api/estates'
        ? { estates: [{ id: ESTATE, role: 'owner' }] }
        : {
            estate: { id: ESTATE, name: 'Lower Grove', role: 'owner' },
            trees: [
              {
                id: tree.id,
                textCode: 'OLV-7',
                qrCode: 'OLV-7',
                title: 'Olive 7',
                category: 'Olive Tree',
                state: 'pruned',
                notes: '',
                coordinates: null,
                version: 5,
                updatedAt: '2026-11-28T06:00:00.000Z',
                thumbnailUrl: '',
              },
            ],
          },
    );
    await refreshOfflineEstates();
    expect(await findOfflineTree({ kind: 'code', code: 'OLV-7' })).toMatchObject({
      userId: SOFIA,
      state: 'pruned',
      version: 5,
    });
    expect((await storedEstatesOf(SOFIA)).map((estate) => estate.estateName)).toEqual([
      'Lower Grove',
    ]);
    expect(await offlineDb().storedEstates.where('userId').equals('').count()).toBe(0);
    expect(await offlineDb().storedTrees.where('userId').equals('').count()).toBe(0);
  });
});
