/**
 * Fixtures for the job screens' component tests (imported by `__tests__` only, never by
 * the app): listings and estates as the API answers them, and a date-typing helper.
 */
import type { Estate, JobListing } from '@grovekeeper/shared';

// Shared by every remote's tests; re-exported so this stays the one place to import from.
export { pickDate } from '@grovekeeper/shared/testing';

export const JOB_ID = 'cccccccccccccccccccccc01';
export const ESTATE_ID = 'eeeeeeeeeeeeeeeeeeeeee01';
export const EMPLOYER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

export function jobListingFixture(overrides: Partial<JobListing> = {}): JobListing {
  const id = overrides._id ?? JOB_ID;
  return {
    _id: id,
    id,
    title: 'Olive harvest helpers',
    description: 'Hand-picking olives in the north grove.',
    jobType: 'harvesting',
    workType: 'seasonal',
    requiredSkills: ['harvesting', 'pruning', 'olive_cultivation', 'tractor_operation'],
    experienceLevel: 'intermediate',
    minYearsExperience: 2,
    payRate: 12.5,
    payType: 'hourly',
    currency: 'EUR',
    startDate: '2030-10-15',
    duration: 14,
    workSchedule: 'full_time',
    hoursPerDay: 8,
    location: 'Messini, Greece',
    estate: ESTATE_ID,
    coordinates: { lat: 37.05, lng: 22.0 },
    status: 'active',
    visibility: 'public',
    maxApplications: 50,
    applicationDeadline: '2030-10-01',
    benefits: ['meals', 'transportation'],
    requirements: 'Able to work outdoors all day.',
    notes: 'Bring a hat.',
    applicationCount: 3,
    employer: { _id: EMPLOYER_ID, name: 'Maria Owner', email: 'maria@example.com', avatar: '' },
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    isOwnedByMe: false,
    myApplication: null,
    ...overrides,
  };
}

/** The detail view's listing: the estate as an object with its name and address. */
export function jobDetailFixture(overrides: Partial<JobListing> = {}): JobListing {
  return jobListingFixture({
    estate: { _id: ESTATE_ID, name: 'North Grove', address: 'Messini, Greece' },
    ...overrides,
  });
}

export function estateFixture(overrides: Partial<Estate> = {}): Estate {
  const id = overrides._id ?? ESTATE_ID;
  return {
    _id: id,
    id,
    name: 'North Grove',
    address: 'Messini, Greece',
    treeCount: 120,
    landArea: 12.3,
    treeTypes: ['olive'],
    coordinates: { lat: 37.05, lng: 22.0 },
    boundaries: [],
    autoGenerateTrees: false,
    aiDetectionEnabled: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
