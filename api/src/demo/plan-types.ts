/**
 * The shapes of the demo world plan (`plan.ts` builds it from the tables in `plan-data.ts`).
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface DemoPerson {
  /** A stable key the plan refers to people by. */
  key: string;
  name: string;
  email: string;
}

export interface DemoEstate {
  key: string;
  owner: string;
  name: string;
  address: string;
  landArea: number;
  coordinates: LatLng;
  boundaries: LatLng[];
  treeTypes: string[];
  treeCount: number;
}

/** What happens to the i-th tree of an estate (trees ordered by their title number). */
export interface DemoTreeChange {
  estate: string;
  index: number;
  state: string;
  /** Made by this member of the estate's team (after the rest of the world), else by its owner. */
  by?: string;
  notes?: string;
}

/** A member of an estate's team: invited by its owner, accepted by the person. */
export interface DemoMembership {
  estate: string;
  person: string;
  role: 'manager' | 'field_staff' | 'viewer';
}

export interface DemoHarvest {
  estate: string;
  index: number;
  date: string;
  weight: number;
  notes: string;
  status: 'Pending' | 'Approved' | 'Rejected';
}

export interface DemoListing {
  key: string;
  estate: string;
  price: number;
  priceType: 'monthly' | 'seasonal' | 'yearly';
  duration: number;
  durationType: string;
  startDate: string;
  allowedCrops: string[];
  description: string;
}

export interface DemoRentalApplication {
  listing: string;
  applicant: string;
  startDate: string;
  message: string;
  /** pending: waits for the listing owner's decision; contract: approved, contract drawn up,
   * submitted and signed by the listing owner, waiting for the applicant's signature. */
  outcome: 'pending' | 'contract';
}

export interface DemoJob {
  key: string;
  owner: string;
  estate: string;
  body: Record<string, unknown>;
}

export interface DemoWorker {
  person: string;
  profile: {
    skills: string[];
    experience: string;
    yearsOfExperience: number;
    availability: string;
    location: string;
    coordinates: LatLng;
    bio: string;
    published: true;
  };
}

export interface DemoJobApplication {
  job: string;
  worker: string;
  message: string;
}

export interface DemoWorldPlan {
  /** The demo owner first; every other person signs in with the same password. */
  people: DemoPerson[];
  estates: DemoEstate[];
  treeChanges: DemoTreeChange[];
  harvests: DemoHarvest[];
  team: DemoMembership[];
  listings: DemoListing[];
  rentalApplications: DemoRentalApplication[];
  jobs: DemoJob[];
  workers: DemoWorker[];
  jobApplications: DemoJobApplication[];
}

export interface DemoPlanOptions {
  /** The demo owner's account (it must exist, or be registered by the seeder). */
  owner: { name: string; email: string };
  /** Added to the other people's e-mail addresses (`eleni+<tag>@…`) so that several worlds
   * can live in one database (e2e runs, benchmarks). Empty for the demo world itself. */
  emailTag?: string;
  /** The calendar day the world is built on (YYYY-MM-DD); every date is relative to it. */
  today: string;
  /** The seed of the generator: the same seed and day give the same world. */
  seed?: number;
}
