/**
 * Builds a demo world (`plan.ts`) through the product's own HTTP API, so every record in it
 * passed the same validation, lifecycles and events as one a person makes. The transport is
 * a parameter: in-process (`inject-client.ts`, at first start), or real HTTP to a running
 * product (`fetchClient`, used by the e2e suite and the benchmarks).
 *
 * Depends on nothing but the plan, so the e2e suite (TypeScript) and the benchmarks (the
 * compiled `api/dist/demo/seed.js`) can import it.
 */
import type { DemoWorldPlan } from './plan';
import { DEMO_PASSWORD } from './plan';

export interface DemoResponse {
  status: number;
  body: unknown;
}

/** One HTTP call to the product's API (`path` starts with /api). */
export interface DemoClient {
  request(method: string, path: string, body?: unknown, token?: string): Promise<DemoResponse>;
}

export interface SeedOptions {
  /** The password of every person (the owner's too unless `ownerPassword` is given). */
  password?: string;
  ownerPassword?: string;
  /** Register the demo owner as well (else they must exist already). */
  registerOwner?: boolean;
  /** Calls in flight at once for the per-tree work. */
  concurrency?: number;
}

/** What was created, by the plan's keys. */
export interface DemoWorld {
  tokens: Record<string, string>;
  userIds: Record<string, string>;
  estateIds: Record<string, string>;
  listingIds: Record<string, string>;
  contractId: string | null;
  jobIds: Record<string, string>;
}

/** The category a generated tree of each wizard tree type gets (the estates domain's
 * CATEGORY_BY_TREE_TYPE; a test keeps the two equal). */
export const DEMO_TREE_CATEGORIES: Record<string, string> = {
  olive: 'Olive Tree',
  orange: 'Orange Tree',
  lemon: 'Lemon Tree',
};

export class DemoSeedError extends Error {
  constructor(step: string, response: DemoResponse) {
    const detail =
      typeof response.body === 'object' && response.body !== null && 'error' in response.body
        ? String((response.body as { error: unknown }).error)
        : JSON.stringify(response.body)?.slice(0, 200);
    super(`${step}: ${response.status} ${detail}`);
    this.name = 'DemoSeedError';
  }
}

/** A client for a product served at `baseUrl` (e.g. http://127.0.0.1:3000). */
export function fetchClient(baseUrl: string): DemoClient {
  return {
    async request(method, path, body, token) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: keep the text for the error message.
      }
      return { status: response.status, body: parsed };
    },
  };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export async function seedDemoWorld(
  client: DemoClient,
  plan: DemoWorldPlan,
  options: SeedOptions = {},
): Promise<DemoWorld> {
  const password = options.password ?? DEMO_PASSWORD;
  const concurrency = options.concurrency ?? 8;

  async function call(
    step: string,
    expected: number,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Record<string, unknown>> {
    const response = await client.request(method, path, body, token);
    if (response.status !== expected) throw new DemoSeedError(step, response);
    return (response.body ?? {}) as Record<string, unknown>;
  }

  const world: DemoWorld = {
    tokens: {},
    userIds: {},
    estateIds: {},
    listingIds: {},
    contractId: null,
    jobIds: {},
  };
  const [owner] = plan.people;
  if (!owner) throw new Error('A demo world needs its owner');

  // People: the owner signs in; everyone else registers first.
  for (const person of plan.people) {
    const secret = person === owner ? (options.ownerPassword ?? password) : password;
    if (person !== owner || options.registerOwner) {
      const user = await call(`register ${person.email}`, 201, 'POST', '/api/auth/register', {
        name: person.name,
        email: person.email,
        password: secret,
      });
      world.userIds[person.key] = String(user.id ?? user._id);
    }
    const session = await call(`sign in ${person.email}`, 200, 'POST', '/api/auth/login', {
      email: person.email,
      password: secret,
    });
    world.tokens[person.key] = String(session.accessToken);
  }
  const personOf = (key: string) => {
    const person = plan.people.find((candidate) => candidate.key === key);
    if (!person) throw new Error(`No demo person '${key}'`);
    return person;
  };
  const tokenOf = (key: string) => {
    const token = world.tokens[key];
    if (!token) throw new Error(`No demo person '${key}'`);
    return token;
  };
  const estateId = (key: string) => {
    const id = world.estateIds[key];
    if (!id) throw new Error(`No demo estate '${key}'`);
    return id;
  };

  // Estates with generated trees, then each planned tree's id by its index.
  const treeIds = new Map<string, string[]>();
  for (const estate of plan.estates) {
    const created = await call(
      `estate ${estate.name}`,
      201,
      'POST',
      '/api/estates',
      {
        name: estate.name,
        address: estate.address,
        treeCount: estate.treeCount,
        landArea: estate.landArea,
        coordinates: estate.coordinates,
        boundaries: estate.boundaries,
        treeTypes: estate.treeTypes,
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
      },
      tokenOf(estate.owner),
    );
    world.estateIds[estate.key] = String(created.id);
    const page = await call(
      `trees of ${estate.name}`,
      200,
      'GET',
      `/api/estates/${String(created.id)}/trees?limit=10000`,
      undefined,
      tokenOf(estate.owner),
    );
    const byTitle = new Map(
      (page.trees as { id: string; title: string }[]).map((tree) => [tree.title, tree.id]),
    );
    // Generated trees cycle through the estate's types and are numbered per category.
    const ids = Array.from({ length: estate.treeCount }, (_, index) => {
      const type = estate.treeTypes[index % estate.treeTypes.length] ?? 'olive';
      const title = `${DEMO_TREE_CATEGORIES[type] ?? 'Other'} ${Math.floor(index / estate.treeTypes.length) + 1}`;
      const id = byTitle.get(title);
      if (!id) throw new Error(`Demo estate ${estate.name} has no tree '${title}'`);
      return id;
    });
    treeIds.set(estate.key, ids);
  }
  const ownerOfEstate = new Map(plan.estates.map((estate) => [estate.key, estate.owner]));
  const treeId = (estate: string, index: number) => {
    const id = treeIds.get(estate)?.[index];
    if (!id) throw new Error(`No tree ${index} in demo estate '${estate}'`);
    return id;
  };
  const estateToken = (estate: string) => tokenOf(ownerOfEstate.get(estate) ?? '');

  const ownersChanges = plan.treeChanges.filter((change) => !change.by);
  await inBatches(ownersChanges, concurrency, async (change) => {
    await call(
      'tree state',
      200,
      'PUT',
      `/api/trees/${treeId(change.estate, change.index)}`,
      { state: change.state },
      estateToken(change.estate),
    );
  });

  await inBatches(plan.harvests, concurrency, async (harvest) => {
    const tree = treeId(harvest.estate, harvest.index);
    const token = estateToken(harvest.estate);
    const created = await call(
      'harvest',
      201,
      'POST',
      `/api/trees/${tree}/harvests`,
      { date: harvest.date, weight: harvest.weight, notes: harvest.notes },
      token,
    );
    if (harvest.status === 'Pending') return;
    const record = created.harvest as { id: string };
    await call(
      'harvest status',
      200,
      'PUT',
      `/api/trees/${tree}/harvests/${record.id}`,
      { status: harvest.status },
      token,
    );
  });

  // Rentals: listings, applications, and the contract waiting for the applicant's signature.
  for (const listing of plan.listings) {
    const created = await call(
      `listing on ${listing.estate}`,
      201,
      'POST',
      '/api/rentals',
      {
        estate: estateId(listing.estate),
        allowedCrops: listing.allowedCrops,
        price: listing.price,
        priceType: listing.priceType,
        duration: listing.duration,
        durationType: listing.durationType,
        startDate: listing.startDate,
        description: listing.description,
        status: 'available',
      },
      estateToken(listing.estate),
    );
    world.listingIds[listing.key] = String(created.id);
  }
  const listingOwner = (key: string) =>
    estateToken(plan.listings.find((listing) => listing.key === key)?.estate ?? '');
  for (const application of plan.rentalApplications) {
    const listingId = world.listingIds[application.listing];
    const applied = await call(
      `apply to ${application.listing}`,
      201,
      'POST',
      `/api/rentals/${listingId}/apply`,
      { startDate: application.startDate, message: application.message },
      tokenOf(application.applicant),
    );
    if (application.outcome === 'pending') continue;
    const ownerToken = listingOwner(application.listing);
    await call(
      'approve application',
      200,
      'PUT',
      `/api/rentals/applications/${String(applied.id)}`,
      { status: 'approved' },
      ownerToken,
    );
    const contract = await call(
      'draw up contract',
      201,
      'POST',
      `/api/rental-contracts/from-application/${String(applied.id)}`,
      {},
      ownerToken,
    );
    const contractId = String(contract.id);
    await call(
      'submit contract',
      200,
      'PUT',
      `/api/rental-contracts/${contractId}/submit`,
      undefined,
      ownerToken,
    );
    await call(
      'owner signs',
      200,
      'PUT',
      `/api/rental-contracts/${contractId}/sign`,
      { signatureData: `I agree to the contract terms. ${new Date().toISOString()}` },
      ownerToken,
    );
    world.contractId = contractId;
  }

  // Workforce: job listings, published worker profiles, an application waiting.
  for (const job of plan.jobs) {
    const created = await call(
      `job ${String(job.body.title)}`,
      201,
      'POST',
      '/api/workforce/job-listings',
      { ...job.body, estate: estateId(job.estate) },
      tokenOf(job.owner),
    );
    world.jobIds[job.key] = String((created.jobListing as { id: string }).id);
  }
  for (const worker of plan.workers) {
    await call(
      'worker profile',
      200,
      'PUT',
      '/api/workforce/profile',
      worker.profile,
      tokenOf(worker.person),
    );
  }
  for (const application of plan.jobApplications) {
    await call(
      `apply to ${application.job}`,
      201,
      'POST',
      `/api/workforce/job-listings/${world.jobIds[application.job]}/apply`,
      { message: application.message },
      tokenOf(application.worker),
    );
  }
  // The estates' teams, last: their members' changes are the latest on the estate page.
  for (const membership of plan.team) {
    const invited = await call(
      `invite ${membership.person}`,
      201,
      'POST',
      `/api/estates/${estateId(membership.estate)}/invitations`,
      { email: personOf(membership.person).email, role: membership.role },
      estateToken(membership.estate),
    );
    const url = String((invited.invitation as { url: string }).url);
    const token = url.slice(url.lastIndexOf('/') + 1);
    await call(
      `${membership.person} accepts`,
      200,
      'POST',
      `/api/invitations/${encodeURIComponent(token)}/accept`,
      {},
      tokenOf(membership.person),
    );
  }
  for (const change of plan.treeChanges.filter((candidate) => candidate.by)) {
    await call(
      `tree state by ${change.by}`,
      200,
      'PUT',
      `/api/trees/${treeId(change.estate, change.index)}`,
      { state: change.state, ...(change.notes ? { notes: change.notes } : {}) },
      tokenOf(change.by ?? ''),
    );
  }
  return world;
}
