/**
 * The demo world as data: who is in it, their estates, which trees change state, which
 * harvests were recorded, the listings, applications, the contract and the job market.
 * Pure and deterministic (a seeded generator, dates relative to `today`), so the seeder,
 * the tests and the benchmarks can all count what a demo owner will see from the plan
 * itself. `seed.ts` turns it into API calls.
 */
import { mulberry32 } from '../domains/detection/synthetic/random';

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

/** The public password of every demo person (the demo owner's too, by default). */
export const DEMO_PASSWORD = 'grovekeeper-demo';

/** The demo's deterministic generator: the synthetic scenes' mulberry32, with two helpers. */
function generator(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    between: (low: number, high: number) => low + next() * (high - low),
  };
}

/** `days` after the calendar day `today` (negative: before), YYYY-MM-DD. */
export function addDays(today: string, days: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A polygon from offsets in metres around a centre (x east, y north). */
function polygon(centre: LatLng, corners: [number, number][]): LatLng[] {
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = 111_320 * Math.cos((centre.lat * Math.PI) / 180);
  return corners.map(([x, y]) => ({
    lat: Number((centre.lat + y / metresPerDegreeLat).toFixed(6)),
    lng: Number((centre.lng + x / metresPerDegreeLng).toFixed(6)),
  }));
}

function tagged(local: string, domain: string, tag: string | undefined): string {
  return tag ? `${local}+${tag}@${domain}` : `${local}@${domain}`;
}

const DOMAIN = 'grovekeeper.local';

/** The share of each estate's trees in each state other than healthy. */
const STATE_SHARES: [string, number][] = [
  ['pruned', 0.12],
  ['watered', 0.1],
  ['ready_to_harvest', 0.08],
  ['sick', 0.05],
  ['burned', 0.01],
  ['destroyed', 0.01],
];

/** Kilograms per tree and harvest by tree type. */
const YIELD: Record<string, [number, number]> = {
  olive: [14, 42],
  orange: [45, 95],
  lemon: [30, 70],
};

export function planDemoWorld(options: DemoPlanOptions): DemoWorldPlan {
  const random = generator(options.seed ?? 20_261_125);
  const { today, emailTag } = options;
  const owner = 'owner';

  const people: DemoPerson[] = [
    { key: owner, name: options.owner.name, email: options.owner.email },
    { key: 'eleni', name: 'Eleni Markou', email: tagged('eleni', DOMAIN, emailTag) },
    { key: 'nikos', name: 'Nikos Papadakis', email: tagged('nikos', DOMAIN, emailTag) },
    { key: 'giorgos', name: 'Giorgos Antonakos', email: tagged('giorgos', DOMAIN, emailTag) },
    { key: 'sofia', name: 'Sofia Karali', email: tagged('sofia', DOMAIN, emailTag) },
    { key: 'panos', name: 'Panagiotis Dimas', email: tagged('panos', DOMAIN, emailTag) },
    { key: 'maria', name: 'Maria Vlachaki', email: tagged('maria', DOMAIN, emailTag) },
    { key: 'manolis', name: 'Manolis Tzanakis', email: tagged('manolis', DOMAIN, emailTag) },
  ];

  const messinia = { lat: 37.0825, lng: 22.0455 };
  const crete = { lat: 35.4935, lng: 23.879 };
  const koroni = { lat: 36.8105, lng: 21.9445 };
  const pylos = { lat: 36.9305, lng: 21.7055 };
  const estates: DemoEstate[] = [
    {
      key: 'messinia',
      owner,
      name: 'Kalamata Olive Grove',
      address: 'Kalamata, Messinia, Greece',
      landArea: 7.6,
      coordinates: messinia,
      boundaries: polygon(messinia, [
        [-130, -160],
        [120, -170],
        [135, 20],
        [90, 165],
        [-120, 150],
      ]),
      treeTypes: ['olive'],
      treeCount: 220,
    },
    {
      key: 'crete',
      owner,
      name: 'Chania Citrus & Olive Estate',
      address: 'Platanias, Chania, Crete, Greece',
      landArea: 4.3,
      coordinates: crete,
      boundaries: polygon(crete, [
        [-100, -105],
        [100, -110],
        [105, 100],
        [-95, 110],
      ]),
      treeTypes: ['orange', 'lemon', 'olive'],
      treeCount: 140,
    },
    {
      key: 'koroni',
      owner: 'eleni',
      name: 'Koroni Hillside Olives',
      address: 'Koroni, Messinia, Greece',
      landArea: 3.1,
      coordinates: koroni,
      boundaries: polygon(koroni, [
        [-90, -85],
        [85, -90],
        [90, 85],
        [-85, 90],
      ]),
      treeTypes: ['olive'],
      treeCount: 90,
    },
    {
      key: 'pylos',
      owner: 'eleni',
      name: 'Pylos Terraces',
      address: 'Pylos, Messinia, Greece',
      landArea: 2.4,
      coordinates: pylos,
      boundaries: polygon(pylos, [
        [-80, -75],
        [75, -80],
        [80, 75],
        [-75, 80],
      ]),
      treeTypes: ['olive', 'lemon'],
      treeCount: 60,
    },
  ];

  // The demo owner's trees: mostly healthy, a believable share in every other state.
  const treeChanges: DemoTreeChange[] = [];
  const harvests: DemoHarvest[] = [];
  for (const estate of estates.filter((candidate) => candidate.owner === owner)) {
    const indices = shuffled(estate.treeCount, random);
    let at = 0;
    for (const [state, share] of STATE_SHARES) {
      const count = Math.max(1, Math.round(estate.treeCount * share));
      for (const index of indices.slice(at, at + count)) {
        treeChanges.push({ estate: estate.key, index, state });
      }
      at += count;
    }
    treeChanges.sort((a, b) => a.index - b.index);

    // Two seasons of harvests: last year's (decided) and this season's (partly waiting).
    const seasons = [
      { from: -405, to: -340, label: 'last season' },
      { from: -40, to: -1, label: 'this season' },
    ];
    for (const [s, season] of seasons.entries()) {
      const picked = shuffled(estate.treeCount, random).slice(
        0,
        Math.round(estate.treeCount * 0.3),
      );
      for (const index of picked.sort((a, b) => a - b)) {
        const type = estate.treeTypes[index % estate.treeTypes.length] ?? 'olive';
        const [low, high] = YIELD[type] ?? [10, 40];
        const roll = random.next();
        const status: DemoHarvest['status'] =
          s === 0
            ? roll < 0.9
              ? 'Approved'
              : 'Rejected'
            : roll < 0.5
              ? 'Approved'
              : roll < 0.95
                ? 'Pending'
                : 'Rejected';
        harvests.push({
          estate: estate.key,
          index,
          date: addDays(today, season.from + random.int(season.to - season.from + 1)),
          weight: Math.round(random.between(low, high) * 100) / 100,
          notes: s === 0 ? `Picked ${season.label}` : '',
          status,
        });
      }
    }
  }

  const listings: DemoListing[] = [
    {
      key: 'crete-listing',
      estate: 'crete',
      price: 2400,
      priceType: 'yearly',
      duration: 3,
      durationType: 'years',
      startDate: addDays(today, 60),
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
      startDate: addDays(today, 30),
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
      startDate: addDays(today, 14),
      allowedCrops: ['olives', 'citrus'],
      description: 'Stone terraces above the bay of Navarino, olives with a row of lemons.',
    },
  ];

  const rentalApplications: DemoRentalApplication[] = [
    {
      listing: 'crete-listing',
      applicant: 'nikos',
      startDate: addDays(today, 90),
      message:
        'I grow citrus near Kissamos and would like a second estate for three years. Happy to visit any day.',
      outcome: 'pending',
    },
    {
      listing: 'pylos-listing',
      applicant: owner,
      startDate: addDays(today, 14),
      message: 'We would like to add the terraces to our Messinian harvest plan.',
      outcome: 'contract',
    },
  ];

  const jobs: DemoJob[] = [
    {
      key: 'harvest-job',
      owner,
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
        startDate: addDays(today, 7),
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
      owner,
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
        startDate: addDays(today, 21),
        duration: 15,
        workSchedule: 'full_time',
        hoursPerDay: 7,
        location: 'Platanias, Chania',
        visibility: 'public',
        maxApplications: 6,
        applicationDeadline: addDays(today, 14),
        benefits: ['equipment', 'insurance'],
        requirements: 'Experience with citrus; chainsaw certificate welcome',
        notes: '',
        status: 'active',
      },
    },
  ];

  // Three published profiles near Kalamata and two near Chania (the directory's 50 km default).
  const workerRows: [string, string, LatLng, string[], string, number, string][] = [
    [
      'giorgos',
      'Kalamata',
      { lat: 37.0389, lng: 22.1142 },
      ['harvesting', 'pruning', 'olive_cultivation'],
      'experienced',
      4,
      'Olive picker and pruner, 4 seasons on the terraces around Kalamata.',
    ],
    [
      'sofia',
      'Messini',
      { lat: 37.0534, lng: 22.0011 },
      ['harvesting', 'irrigation', 'organic_farming'],
      'intermediate',
      2,
      'Organic smallholdings, drip irrigation set-up and harvest crews.',
    ],
    [
      'panos',
      'Koroni',
      { lat: 36.7961, lng: 21.9573 },
      ['tractor_operation', 'equipment_maintenance', 'general_farming'],
      'expert',
      12,
      'Tractor driver and mechanic; brings his own tools.',
    ],
    [
      'maria',
      'Chania',
      { lat: 35.5138, lng: 24.018 },
      ['citrus_cultivation', 'pruning', 'pest_control'],
      'expert',
      8,
      'Citrus grower from Chania: pruning, grafting and integrated pest control.',
    ],
    [
      'manolis',
      'Platanias',
      { lat: 35.5001, lng: 23.8801 },
      ['harvesting', 'planting', 'citrus_cultivation'],
      'beginner',
      1,
      'Student looking for seasonal work near Platanias.',
    ],
  ];
  const workers: DemoWorker[] = workerRows.map(
    ([person, location, coordinates, skills, experience, yearsOfExperience, bio]) => ({
      person,
      profile: {
        skills,
        experience,
        yearsOfExperience,
        availability: 'available',
        location,
        coordinates,
        bio,
        published: true,
      },
    }),
  );

  const jobApplications: DemoJobApplication[] = [
    {
      job: 'harvest-job',
      worker: 'giorgos',
      message: 'I can start next week and bring two more pickers.',
    },
  ];

  return {
    people,
    estates,
    treeChanges,
    harvests,
    listings,
    rentalApplications,
    jobs,
    workers,
    jobApplications,
  };
}

/** 0..n-1 in a random order (Fisher–Yates). */
function shuffled(n: number, random: ReturnType<typeof generator>): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
  return items;
}
