import { createHash } from 'node:crypto';
import type { PaymentFrequency } from '@grovekeeper/constants';
import { toCents } from '../../lib/money';

/**
 * What a signature agrees to, written down exactly once: the canonical text of a
 * contract's terms and its SHA-256. Every signature row keeps the hash it agreed to, the
 * contract keeps the hash of its current terms, and the signing certificate prints both,
 * so anyone can show that the terms printed are the terms signed.
 *
 * Pure: no database, no clock. Money is written in integer cents, so the text never
 * depends on how a float prints.
 */

export { PAYMENT_FREQUENCIES } from '@grovekeeper/constants';
export type { PaymentFrequency } from '@grovekeeper/constants';

export interface CanonicalTermsInput {
  contractNumber: string;
  ownerId: string;
  tenantId: string;
  estate: { name: string; address: string };
  terms: {
    rentalPeriod: { startDate: string; endDate: string; duration: number };
    /** Euros (at most 2 decimals). */
    price: { amount: number; paymentFrequency: PaymentFrequency };
    specialTerms: string;
    responsibilities: { owner: readonly string[]; tenant: readonly string[] };
    allowedCrops: readonly string[];
    /** Hectares. */
    landArea: number;
  };
}

/** Bumped if the canonical form ever changes, so old hashes stay explainable. */
export const CANONICAL_TERMS_VERSION = 1;

/** Euros to integer cents: the money helper of lib/, part of the terms' canonical form. */
export { toCents };

/** The terms as JSON with every object's keys sorted, so equal terms give equal text. */
export function canonicalTerms(contract: CanonicalTermsInput): string {
  const { terms } = contract;
  return stableStringify({
    version: CANONICAL_TERMS_VERSION,
    contractNumber: contract.contractNumber,
    parties: { owner: contract.ownerId, tenant: contract.tenantId },
    estate: { name: contract.estate.name, address: contract.estate.address },
    terms: {
      rentalPeriod: {
        startDate: terms.rentalPeriod.startDate,
        endDate: terms.rentalPeriod.endDate,
        durationMonths: terms.rentalPeriod.duration,
      },
      price: {
        amountCents: toCents(terms.price.amount),
        paymentFrequency: terms.price.paymentFrequency,
      },
      specialTerms: terms.specialTerms,
      responsibilities: {
        owner: [...terms.responsibilities.owner],
        tenant: [...terms.responsibilities.tenant],
      },
      allowedCrops: [...terms.allowedCrops],
      landArea: terms.landArea,
    },
  });
}

/** SHA-256 (lowercase hex) of the canonical terms. */
export function termsHash(contract: CanonicalTermsInput): string {
  return createHash('sha256').update(canonicalTerms(contract), 'utf8').digest('hex');
}

/** JSON.stringify with object keys in code-point order at every depth (arrays keep theirs). */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError('Canonical terms cannot hold a non-finite number');
    }
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`Canonical terms cannot hold ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
}

/**
 * `date` (YYYY-MM-DD) plus whole months, on the calendar: the day is kept, or clamped to
 * the last day of a shorter month (2026-01-31 + 1 month is 2026-02-28).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
