/**
 * The demo world's tables: its people, estates, listings, jobs and worker profiles, and the
 * shares and ranges the plan draws trees' states and harvests from. Plain data: `plan.ts`
 * turns it into a plan for one day (a date here is so many days from that day) and one seed.
 */
import type {
  DemoEstate,
  DemoHarvest,
  DemoJob,
  DemoJobApplication,
  DemoListing,
  DemoMembership,
  DemoRentalApplication,
  DemoWorker,
} from './plan-types';

/** A date of the plan: so many days after the day the world is built on (negative: before). */
export interface DaysFromToday {
  daysFromToday: number;
}

/** A row whose dates are still relative to the day the world is built on. */
export type Dated<T> = {
  [K in keyof T]: T[K] extends string | null ? T[K] | DaysFromToday : T[K];
};

/** The key of the demo owner, whose name and e-mail come from the account the plan is for. */
export const OWNER = 'owner';

/** The other people: each signs in as `<key>@grovekeeper.local` with the demo password. */
export const EMAIL_DOMAIN = 'grovekeeper.local';
export const PEOPLE: { key: string; name: string }[] = [
  { key: 'eleni', name: 'Eleni Markou' },
  { key: 'nikos', name: 'Nikos Papadakis' },
  { key: 'giorgos', name: 'Giorgos Antonakos' },
  { key: 'sofia', name: 'Sofia Karali' },
  { key: 'panos', name: 'Panagiotis Dimas' },
  { key: 'maria', name: 'Maria Vlachaki' },
  { key: 'manolis', name: 'Manolis Tzanakis' },
];

/** Estates, their boundary as corners in metres (east, north) around `coordinates`. */
export const ESTATES: (Omit<DemoEstate, 'boundaries'> & { corners: [number, number][] })[] = [
  {
    key: 'messinia',
    owner: OWNER,
    name: 'Kalamata Olive Grove',
    address: 'Kalamata, Messinia, Greece',
    landArea: 7.6,
    coordinates: { lat: 37.0825, lng: 22.0455 },
    corners: [
      [-130, -160],
      [120, -170],
      [135, 20],
      [90, 165],
      [-120, 150],
    ],
    treeTypes: ['olive'],
    treeCount: 220,
  },
  {
    key: 'crete',
    owner: OWNER,
    name: 'Chania Citrus & Olive Estate',
    address: 'Platanias, Chania, Crete, Greece',
    landArea: 4.3,
    coordinates: { lat: 35.4935, lng: 23.879 },
    corners: [
      [-100, -105],
      [100, -110],
      [105, 100],
      [-95, 110],
    ],
    treeTypes: ['orange', 'lemon', 'olive'],
    treeCount: 140,
  },
  {
    key: 'koroni',
    owner: 'eleni',
    name: 'Koroni Hillside Olives',
    address: 'Koroni, Messinia, Greece',
    landArea: 3.1,
    coordinates: { lat: 36.8105, lng: 21.9445 },
    corners: [
      [-90, -85],
      [85, -90],
      [90, 85],
      [-85, 90],
    ],
    treeTypes: ['olive'],
    treeCount: 90,
  },
  {
    key: 'pylos',
    owner: 'eleni',
    name: 'Pylos Terraces',
    address: 'Pylos, Messinia, Greece',
    landArea: 2.4,
    coordinates: { lat: 36.9305, lng: 21.7055 },
    corners: [
      [-80, -75],
      [75, -80],
      [80, 75],
      [-75, 80],
    ],
    treeTypes: ['olive', 'lemon'],
    treeCount: 60,
  },
];

/** The share of each of the demo owner's estates' trees in each state other than healthy. */
export const STATE_SHARES: [string, number][] = [
  ['pruned', 0.12],
  ['watered', 0.1],
  ['ready_to_harvest', 0.08],
  ['sick', 0.05],
  ['burned', 0.01],
  ['destroyed', 0.01],
];

/** The share of the demo owner's trees harvested in each season. */
export const HARVESTED_SHARE = 0.3;

/**
 * Two seasons of harvests: last year's (decided) and this season's (partly waiting). A
 * harvest's day is drawn in [fromDay, toDay]; its status is the first whose bound is above a
 * uniform draw.
 */
export const HARVEST_SEASONS: {
  fromDay: number;
  toDay: number;
  notes: string;
  statuses: [DemoHarvest['status'], number][];
}[] = [
  {
    fromDay: -405,
    toDay: -340,
    notes: 'Picked last season',
    statuses: [
      ['Approved', 0.9],
      ['Rejected', 1],
    ],
  },
  {
    fromDay: -40,
    toDay: -1,
    notes: '',
    statuses: [
      ['Approved', 0.5],
      ['Pending', 0.95],
      ['Rejected', 1],
    ],
  },
];

/** Kilograms per tree and harvest by tree type (any other type: 10 to 40). */
export const YIELD: Record<string, [number, number]> = {
  olive: [14, 42],
  orange: [45, 95],
  lemon: [30, 70],
};
export const OTHER_YIELD: [number, number] = [10, 40];

export const LISTINGS: Dated<DemoListing>[] = [
  {
    key: 'crete-listing',
    estate: 'crete',
    price: 2400,
    priceType: 'yearly',
    duration: 3,
    durationType: 'years',
    startDate: { daysFromToday: 60 },
    allowedCrops: ['citrus', 'olives'],
    description:
      'Irrigated citrus and olive estate near Platanias: drip lines on every row, a storage shed and road access all year.',
  },
  {
    key: 'koroni-listing',
    estate: 'koroni',
    price: 1500,
    priceType: 'seasonal',
    duration: 2,
    durationType: 'seasons',
    startDate: { daysFromToday: 30 },
    allowedCrops: ['olives'],
    description:
      'Koroneiki olives on a south-facing slope above Koroni, a short walk from the village. Nets and a small tractor included.',
  },
  {
    key: 'pylos-listing',
    estate: 'pylos',
    price: 120,
    priceType: 'monthly',
    duration: 12,
    durationType: 'months',
    startDate: { daysFromToday: 14 },
    allowedCrops: ['olives', 'citrus'],
    description: 'Stone terraces above the bay of Navarino, olives with a row of lemons.',
  },
];

export const RENTAL_APPLICATIONS: Dated<DemoRentalApplication>[] = [
  {
    listing: 'crete-listing',
    applicant: 'nikos',
    startDate: { daysFromToday: 90 },
    message:
      'I grow citrus near Kissamos and would like a second estate for three years. Happy to visit any day.',
    outcome: 'pending',
  },
  {
    listing: 'pylos-listing',
    applicant: OWNER,
    startDate: { daysFromToday: 14 },
    message: 'We would like to add the terraces to our Messinian harvest plan.',
    outcome: 'contract',
  },
];

/** Job listings; a body's dates (`startDate`, `applicationDeadline`) are relative too. */
export const JOBS: (Omit<DemoJob, 'body'> & { body: Record<string, unknown> })[] = [
  {
    key: 'harvest-job',
    owner: OWNER,
    estate: 'messinia',
    body: {
      title: 'Olive harvest pickers',
      description:
        'Hand-picking and netting Koroneiki olives on the Kalamata grove for the whole season.',
      jobType: 'harvesting',
      workType: 'seasonal',
      requiredSkills: ['harvesting', 'olive_cultivation'],
      experienceLevel: 'intermediate',
      minYearsExperience: 1,
      payRate: 12.5,
      payType: 'hourly',
      currency: 'EUR',
      startDate: { daysFromToday: 7 },
      duration: 45,
      workSchedule: 'full_time',
      hoursPerDay: 8,
      location: 'Kalamata, Messinia',
      visibility: 'public',
      maxApplications: 12,
      applicationDeadline: null,
      benefits: ['meals', 'transportation'],
      requirements: 'Able to work on terraces; own gloves',
      notes: 'Work starts at 7:00',
      status: 'active',
    },
  },
  {
    key: 'pruning-job',
    owner: OWNER,
    estate: 'crete',
    body: {
      title: 'Citrus pruning crew',
      description: 'Winter pruning of orange and lemon trees, with chipping of the cuttings.',
      jobType: 'pruning',
      workType: 'contract',
      requiredSkills: ['pruning', 'citrus_cultivation'],
      experienceLevel: 'experienced',
      minYearsExperience: 3,
      payRate: 95,
      payType: 'daily',
      currency: 'EUR',
      startDate: { daysFromToday: 21 },
      duration: 15,
      workSchedule: 'full_time',
      hoursPerDay: 7,
      location: 'Platanias, Chania',
      visibility: 'public',
      maxApplications: 6,
      applicationDeadline: { daysFromToday: 14 },
      benefits: ['equipment', 'insurance'],
      requirements: 'Experience with citrus; chainsaw certificate welcome',
      notes: '',
      status: 'active',
    },
  },
];

/**
 * Published worker profiles (all available): three near Kalamata and two near Chania, inside
 * the directory's 50 km default. Two write their town in Greek script (Μεσσήνη, Κορώνη), as
 * a Greek user would: the directory's location search finds them typed with or without
 * accents, in capitals or not.
 */
export const WORKERS: ({ person: string } & Pick<
  DemoWorker['profile'],
  'location' | 'coordinates' | 'skills' | 'experience' | 'yearsOfExperience' | 'bio'
>)[] = [
  {
    person: 'giorgos',
    location: 'Kalamata',
    coordinates: { lat: 37.0389, lng: 22.1142 },
    skills: ['harvesting', 'pruning', 'olive_cultivation'],
    experience: 'experienced',
    yearsOfExperience: 4,
    bio: 'Olive picker and pruner, 4 seasons on the terraces around Kalamata.',
  },
  {
    person: 'sofia',
    location: 'Μεσσήνη',
    coordinates: { lat: 37.0534, lng: 22.0011 },
    skills: ['harvesting', 'irrigation', 'organic_farming'],
    experience: 'intermediate',
    yearsOfExperience: 2,
    bio: 'Organic smallholdings, drip irrigation set-up and harvest crews.',
  },
  {
    person: 'panos',
    location: 'Κορώνη',
    coordinates: { lat: 36.7961, lng: 21.9573 },
    skills: ['tractor_operation', 'equipment_maintenance', 'general_farming'],
    experience: 'expert',
    yearsOfExperience: 12,
    bio: 'Tractor driver and mechanic; brings his own tools.',
  },
  {
    person: 'maria',
    location: 'Chania',
    coordinates: { lat: 35.5138, lng: 24.018 },
    skills: ['citrus_cultivation', 'pruning', 'pest_control'],
    experience: 'expert',
    yearsOfExperience: 8,
    bio: 'Citrus grower from Chania: pruning, grafting and integrated pest control.',
  },
  {
    person: 'manolis',
    location: 'Platanias',
    coordinates: { lat: 35.5001, lng: 23.8801 },
    skills: ['harvesting', 'planting', 'citrus_cultivation'],
    experience: 'beginner',
    yearsOfExperience: 1,
    bio: 'Student looking for seasonal work near Platanias.',
  },
];

/** The estates' teams: a field worker in the Kalamata grove, a manager of the Chania estate. */
export const TEAM: DemoMembership[] = [
  { estate: 'messinia', person: 'sofia', role: 'field_staff' },
  { estate: 'crete', person: 'maria', role: 'manager' },
];

/** What the field worker found on her last round: the grove's first trees of these states. */
export const FIELD_ROUND: { estate: string; person: string; state: string; notes: string }[] = [
  {
    estate: 'messinia',
    person: 'sofia',
    state: 'sick',
    notes: 'Yellowing leaves on the south side; looks like peacock spot.',
  },
  {
    estate: 'messinia',
    person: 'sofia',
    state: 'watered',
    notes: 'Drip line fixed and run for two hours.',
  },
];

export const JOB_APPLICATIONS: DemoJobApplication[] = [
  {
    job: 'harvest-job',
    worker: 'giorgos',
    message: 'I can start next week and bring two more pickers.',
  },
];
