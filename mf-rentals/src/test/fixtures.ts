import type { Estate, RentalApplication, RentalListing } from '@grovekeeper/shared';

// Shared by every remote's tests; re-exported so this stays the one place to import from.
export { httpError, pickDate } from '@grovekeeper/shared/testing';

export const OWNER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbb2';
export const RENTAL_ID = 'cccccccccccccccccccccc01';

export function rentalFixture(overrides: Partial<RentalListing> = {}): RentalListing {
  const id = overrides._id ?? RENTAL_ID;
  return {
    _id: id,
    id,
    estate: {
      _id: 'eeeeeeeeeeeeeeeeeeeeee01',
      name: 'North Grove',
      address: 'Messini, Greece',
      landArea: 12.345,
      treeCount: 120,
    },
    owner: { _id: OWNER_ID, name: 'Maria Owner' },
    landArea: 12.345,
    availableTrees: 120,
    allowedCrops: ['olives', 'wheat', 'barley', 'lavender'],
    price: 500,
    priceType: 'monthly',
    duration: 2,
    durationType: 'seasonal',
    startDate: '2030-06-01',
    description: 'Irrigated olive grove with a well.',
    status: 'available',
    ratings: { average: 0, count: 0 },
    pendingApplications: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function estateFixture(overrides: Partial<Estate> = {}): Estate {
  const id = overrides._id ?? 'eeeeeeeeeeeeeeeeeeeeee01';
  return {
    _id: id,
    id,
    name: 'North Grove',
    address: 'Messini, Greece',
    treeCount: 120,
    landArea: 12.345,
    treeTypes: ['olive'],
    coordinates: { lat: 37.05, lng: 22.0 },
    boundaries: [],
    autoGenerateTrees: false,
    aiDetectionEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<RentalApplication> = {}): RentalApplication {
  const id = overrides._id ?? 'dddddddddddddddddddddd01';
  return {
    _id: id,
    id,
    rental: {
      _id: RENTAL_ID,
      estate: { name: 'North Grove', address: 'Messini, Greece', landArea: 12.345 },
      owner: { _id: OWNER_ID, name: 'Maria Owner' },
      price: 500,
      priceType: 'monthly',
      duration: 2,
      durationType: 'seasonal',
      status: 'available',
    },
    applicant: { _id: OTHER_ID, name: 'Nikos Tenant', email: 'nikos@example.com' },
    status: 'pending',
    startDate: '2030-07-01',
    appliedAt: '2026-05-01T10:00:00.000Z',
    message: 'I would like to grow lavender.',
    contractId: null,
    ...overrides,
  };
}
