import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import { newId } from '../../../lib/ids';

/** A tree code no other test uses. */
export function treeCode(): string {
  return `RT-${randomBytes(6).toString('hex')}`;
}

export interface SeedEstate {
  name?: string;
  address?: string;
  landArea?: number;
  treeTypes?: string[];
  createdAt?: string;
}

/** An estate of `ownerId` written directly (no boundary needed for reports). */
export async function seedEstate(db: Queryable, ownerId: string, estate: SeedEstate = {}) {
  const id = newId();
  await db.query(
    `INSERT INTO estates (id, owner_id, name, address, tree_count, land_area, tree_types, lat, lng,
       created_at)
     VALUES ($1, $2, $3, $4, 1, $5, $6::text[], 37, 22, coalesce($7::timestamptz, now()))`,
    [
      id,
      ownerId,
      estate.name ?? 'Grove',
      estate.address ?? 'Kalamata, Greece',
      estate.landArea ?? 10,
      estate.treeTypes ?? [],
      estate.createdAt ?? null,
    ],
  );
  return id;
}

export interface SeedTree {
  title?: string;
  category?: string;
  state?: string;
  auto?: boolean;
  confidence?: number | null;
  createdAt?: string;
}

export async function seedTree(db: Queryable, estateId: string, tree: SeedTree = {}) {
  const id = newId();
  const code = treeCode();
  await db.query(
    `INSERT INTO trees (id, estate_id, text_code, qr_code, title, category, state, lat, lng,
       is_auto_generated, detection_confidence, created_at)
     VALUES ($1, $2, $3, $3, $4, $5, $6, 37, 22, $7, $8, coalesce($9::timestamptz, now()))`,
    [
      id,
      estateId,
      code,
      tree.title ?? 'Tree',
      tree.category ?? 'Olive Tree',
      tree.state ?? 'healthy',
      tree.auto ?? false,
      tree.confidence ?? null,
      tree.createdAt ?? null,
    ],
  );
  return id;
}

export async function seedHarvest(
  db: Queryable,
  treeId: string,
  harvest: { date: string; weight: number; status?: string; notes?: string },
) {
  await db.query(
    `INSERT INTO harvests (id, tree_id, date, weight_kg, status, notes)
     VALUES ($1, $2, $3::date, $4, $5, $6)`,
    [
      newId(),
      treeId,
      harvest.date,
      harvest.weight,
      harvest.status ?? 'Pending',
      harvest.notes ?? '',
    ],
  );
}

export async function seedRental(
  db: Queryable,
  ownerId: string,
  estateId: string,
  rental: { priceCents: number; priceType?: string; status?: string },
) {
  const id = newId();
  await db.query(
    `INSERT INTO rentals (id, owner_id, estate_id, land_area, available_trees, price_cents,
       price_type, duration, duration_type, start_date, status)
     VALUES ($1, $2, $3, 5, 10, $4, $5, 1, 'seasonal', current_date, $6)`,
    [
      id,
      ownerId,
      estateId,
      rental.priceCents,
      rental.priceType ?? 'monthly',
      rental.status ?? 'available',
    ],
  );
  return id;
}

export async function seedApplication(
  db: Queryable,
  rentalId: string,
  applicantId: string,
  status = 'pending',
) {
  await db.query(
    `INSERT INTO rental_applications (id, rental_id, applicant_id, status, start_date)
     VALUES ($1, $2, $3, $4, current_date)`,
    [newId(), rentalId, applicantId, status],
  );
}

export async function seedContract(
  db: Queryable,
  contract: {
    ownerId: string;
    tenantId: string;
    estateName: string;
    number: string;
    status: string;
    priceCents: number;
    signedAt?: string;
    estateId?: string;
  },
) {
  await db.query(
    `INSERT INTO contracts (id, contract_number, estate_name, estate_address, owner_id, tenant_id,
       status, start_date, end_date, duration_months, price_cents, payment_frequency, land_area,
       terms_hash, signed_at, estate_id)
     VALUES ($1, $2, $3, 'Kalamata, Greece', $4, $5, $6, '2026-01-01', '2026-12-31', 12, $7,
       'monthly', 5, repeat('a', 64), $8::timestamptz, $9)`,
    [
      newId(),
      contract.number,
      contract.estateName,
      contract.ownerId,
      contract.tenantId,
      contract.status,
      contract.priceCents,
      contract.signedAt ?? null,
      contract.estateId ?? null,
    ],
  );
}

/** A job listing of `ownerId` on `estateId` with one application from `applicantId`. */
export async function seedJobApplication(
  db: Queryable,
  ownerId: string,
  estateId: string,
  applicantId: string,
) {
  const listingId = newId();
  await db.query(
    `INSERT INTO job_listings (id, owner_id, estate_id, title, description, start_date, status)
     VALUES ($1, $2, $3, 'Pickers', 'Olive picking', current_date, 'active')`,
    [listingId, ownerId, estateId],
  );
  await db.query(
    `INSERT INTO job_applications (id, job_listing_id, applicant_id) VALUES ($1, $2, $3)`,
    [newId(), listingId, applicantId],
  );
}

/** YYYY-MM-DD of the 15th of the month `monthsAgo` months before this one (UTC). */
export function midMonth(monthsAgo: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15));
  return date.toISOString().slice(0, 10);
}

/** A detection run of `ownerId`'s, applied with `kept` of its `detected` trees unless told. */
export async function seedDetectionRun(
  db: Queryable,
  ownerId: string,
  { detected, kept, applied = true }: { detected: number; kept: number; applied?: boolean },
) {
  const trees = Array.from({ length: detected }, () => ({ lat: 37, lng: 22, confidence: 0.5 }));
  await db.query(
    `INSERT INTO detection_runs (id, owner_id, source, boundary_key, trees, detected, kept,
       removed, added, applied_at)
     VALUES ($1, $2, 'imagery', repeat('a', 64), $3::jsonb, $4, $5, $6, $7,
             CASE WHEN $8::boolean THEN now() END)`,
    [
      randomUUID(),
      ownerId,
      JSON.stringify(trees),
      detected,
      applied ? kept : null,
      applied ? detected - kept : null,
      applied ? 0 : null,
      applied,
    ],
  );
}
