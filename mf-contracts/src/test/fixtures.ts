import type { Contract } from '@grovekeeper/shared';

// Shared by every remote's tests; re-exported so this stays the one place to import from.
export { httpError } from '@grovekeeper/shared/testing';

export const OWNER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const TENANT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb2';
export const STRANGER_ID = 'ccccccccccccccccccccccc3';
export const CONTRACT_ID = 'dddddddddddddddddddddd01';

const unsigned = { signed: false, signedAt: null, termsHash: null };

export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  const id = overrides._id ?? CONTRACT_ID;
  return {
    _id: id,
    id,
    contractNumber: 'RC-2026-0001',
    status: 'draft',
    estate: {
      _id: 'eeeeeeeeeeeeeeeeeeeeeee1',
      name: 'Kalamata Grove',
      address: 'Messini, Greece',
      landArea: 10.5,
    },
    rentalId: 'fffffffffffffffffffffff1',
    applicationId: '999999999999999999999991',
    owner: { _id: OWNER_ID, name: 'Olga Owner', email: 'olga@example.com' },
    tenant: { _id: TENANT_ID, name: 'Theo Tenant', email: 'theo@example.com' },
    createdAt: '2026-01-10T09:00:00.000Z',
    submittedAt: null,
    signedAt: null,
    activatedAt: null,
    completedAt: null,
    terminatedAt: null,
    relistOnCompletion: false,
    termination: null,
    ratings: { owner: null, tenant: null },
    signatures: { owner: { ...unsigned }, tenant: { ...unsigned } },
    contractTerms: {
      rentalPeriod: { startDate: '2026-03-01', endDate: '2027-03-01', duration: 12 },
      price: { amount: 1200, paymentFrequency: 'monthly' },
      specialTerms: 'Standard rental agreement terms apply.',
      responsibilities: { owner: ['Maintain irrigation'], tenant: ['Harvest on time'] },
      allowedCrops: ['olives', 'citrus'],
      landArea: 10.5,
    },
    termsHash: 'a3f1c2d4e5b6a7980a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7',
    timeline: [
      {
        action: 'created',
        actor: { _id: OWNER_ID, name: 'Olga Owner' },
        party: null,
        at: '2026-01-10T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
