import type { ApiHarness, HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { newId } from '../../../lib/ids';
import { todayInAthens } from '../../../lib/dates';

/** The date `days` after today in Europe/Athens, YYYY-MM-DD. */
export function athensDay(days: number): string {
  const [year, month, day] = todayInAthens().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function listingBody(estate: string, overrides: Record<string, unknown> = {}) {
  return {
    estate,
    landArea: 999,
    availableTrees: 999,
    allowedCrops: ['olives', 'figs'],
    price: 250.5,
    priceType: 'monthly',
    duration: 2,
    durationType: 'seasonal',
    startDate: athensDay(7),
    description: 'Terraced olive grove with a well',
    status: 'available',
    ...overrides,
  };
}

export interface Listing {
  _id: string;
  id: string;
  status: string;
  price: number;
  [key: string]: unknown;
}

/** A listing of `owner` on `estate` (a new estate of theirs unless given). */
export async function createListing(
  api: ApiHarness,
  owner: SignedInUser,
  overrides: Record<string, unknown> = {},
  estate?: HarnessEstate,
): Promise<Listing> {
  const target = estate ?? (await api.estate(owner));
  const response = await api.as(owner).post('/api/rentals', listingBody(target.id, overrides));
  if (response.statusCode !== 201) {
    throw new Error(`create listing: ${response.statusCode} ${response.body}`);
  }
  return response.json<Listing>();
}

export async function apply(
  api: ApiHarness,
  applicant: SignedInUser,
  rentalId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; status: string }> {
  const response = await api.as(applicant).post(`/api/rentals/${rentalId}/apply`, {
    startDate: athensDay(10),
    message: 'Hello',
    ...overrides,
  });
  if (response.statusCode !== 201) {
    throw new Error(`apply: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ _id: string; status: string }>();
}

/**
 * A contract row written straight into the table (the contracts domain has its own
 * routes; these tests only need a contract in a given state).
 */
export async function insertContract(
  api: ApiHarness,
  fields: {
    rentalId: string | null;
    estateId: string;
    ownerId: string;
    tenantId: string;
    status: string;
    applicationId?: string | null;
  },
): Promise<string> {
  const id = newId();
  await api.db.query(
    `INSERT INTO contracts (id, contract_number, application_id, rental_id, estate_id,
       estate_name, estate_address, owner_id, tenant_id, status, start_date, end_date,
       duration_months, price_cents, land_area, terms_hash)
     VALUES ($1, $2, $3, $4, $5, 'North Grove', 'Kalamata', $6, $7, $8, '2030-01-01',
       '2030-12-31', 12, 25000, 20.5, $9)`,
    [
      id,
      `RC-TEST-${id}`,
      fields.applicationId ?? null,
      fields.rentalId,
      fields.estateId,
      fields.ownerId,
      fields.tenantId,
      fields.status,
      'a'.repeat(64),
    ],
  );
  return id;
}

export async function eventsOf(api: ApiHarness, subjectId: string): Promise<string[]> {
  const rows = await api.db.query<{ action: string }>(
    `SELECT action FROM domain_events WHERE subject_id = $1 ORDER BY at, id`,
    [subjectId],
  );
  return rows.map((row) => row.action);
}
