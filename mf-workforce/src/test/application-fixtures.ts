import type { WorkforceApplication } from '@grovekeeper/shared';

export const EMPLOYER = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  name: 'Maria Owner',
  email: 'maria@example.com',
  avatar: '',
};

type ApplicationOverrides = Partial<Omit<WorkforceApplication, 'applicant' | 'jobListing'>> & {
  applicant?: Partial<WorkforceApplication['applicant']>;
  jobListing?: Partial<WorkforceApplication['jobListing']>;
};

/** A workforce application as the API answers it; nested parts can be overridden in part. */
export function applicationFixture(overrides: ApplicationOverrides = {}): WorkforceApplication {
  const { applicant, jobListing, ...rest } = overrides;
  const id = rest._id ?? 'dddddddddddddddddddddd01';
  return {
    _id: id,
    id,
    status: 'pending',
    appliedAt: '2030-03-02T09:30:00.000Z',
    message: 'I am interested in this position.',
    coverLetter: '',
    expectedStartDate: null,
    myRating: null,
    ...rest,
    applicant: {
      _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
      name: 'Nikos Worker',
      email: 'nikos@example.com',
      phone: '+30 690 000 0000',
      avatar: '',
      rating: { average: 4, count: 3 },
      experience: 'experienced',
      skills: ['harvesting', 'pruning', 'irrigation', 'planting', 'fertilizing'],
      ...applicant,
    },
    jobListing: {
      _id: 'cccccccccccccccccccccc01',
      title: 'Olive harvest helpers',
      jobType: 'harvesting',
      startDate: '2030-10-15',
      payRate: 12.5,
      payType: 'hourly',
      currency: 'EUR',
      employer: EMPLOYER,
      ...jobListing,
    },
  };
}
