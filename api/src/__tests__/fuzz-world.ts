/**
 * The world the OpenAPI fuzz runs in: user A owns a record of every kind the API has, with
 * unique marker strings in its private fields; user C is the other party of A's rental
 * application, contract and job application; user B (the fuzzer) has records of its own so
 * that valid requests also reach the success paths. Plus fakes for the outside services
 * (cadastre, geocoder, aerial imagery), so no request leaves the machine.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LatLng } from '@grovekeeper/geo';
import type { AppDeps } from '../app';
import type { ImagerySource } from '../domains/detection/imagery/imagery';
import { project, unproject } from '../domains/detection/imagery/mercator';
import type { Geocoder } from '../domains/maps/geocoder';
import { multipartBody, sendRaw } from '../domains/trees/__tests__/fixtures';
import type { FormPart } from '../domains/trees/__tests__/fixtures';
import { athensDay } from '../domains/workforce/__tests__/fixtures';
import type { ApiHarness } from '../test/harness';
import type { TestResponse } from '../test/http';
import type { SignedInUser } from '../test/users';

/** Outside services as in-process fakes: a parcel for any KAEK, one address, bare grass. */
export const fakeServices: Pick<AppDeps, 'cadastre' | 'geocoder' | 'imagery'> = {
  cadastre: {
    findParcel: async (kaek) =>
      kaek.endsWith('0')
        ? null
        : [
            { lat: 37.0, lng: 22.1 },
            { lat: 37.0, lng: 22.101 },
            { lat: 37.001, lng: 22.101 },
          ],
  },
  geocoder: {
    search: async (query, limit) =>
      [{ label: `Kalamata (${query.slice(0, 20)})`, lat: 37.04, lng: 22.11 }].slice(0, limit),
    reverse: async (lat) => (lat > 0 ? 'Kalamata, Messinia, Greece' : null),
  } satisfies Geocoder,
  imagery: bareField(),
};

/** 300 × 300 pixels of grass at the boundary's first point: the detector finds nothing. */
function bareField(): ImagerySource {
  return {
    async fetch(boundary) {
      const zoom = 19;
      const side = 300;
      const data = new Uint8Array(side * side * 3);
      for (let i = 0; i < side * side; i++) data.set([118, 146, 78], i * 3);
      const origin = project(boundary[0] as LatLng, zoom);
      const left = origin.x - side / 2;
      const top = origin.y - side / 2;
      return {
        image: { width: side, height: side, data },
        metresPerPixel: 0.24,
        toLatLng: (p) => unproject({ x: left + p.x, y: top + p.y }, zoom),
        toPixel: (point) => {
          const world = project(point, zoom);
          return { x: world.x - left, y: world.y - top };
        },
      };
    },
  };
}

export interface FuzzWorld {
  a: SignedInUser;
  b: SignedInUser;
  /** Private texts of A: never in an answer to B. */
  privateMarker: string;
  /** Texts of A that a tree's public QR tag page shows by design (and nothing else). */
  tagMarker: string;
  /** Ids of A's records by the path segment or field they go in (estates, trees...). */
  idsOfA: Map<string, string[]>;
  /** Ids of B's records, the same way; the fuzz adds those B's answers reveal. */
  idsOfB: Map<string, string[]>;
  /** GET urls of A's records, read by A before and after the fuzz: they must not change. */
  watchedUrls: string[];
  /** A small PNG for multipart bodies. */
  png: Buffer;
}

function must(response: TestResponse | { statusCode: number; body: unknown }, what: string) {
  if (response.statusCode >= 300) {
    throw new Error(`fuzz setup, ${what}: ${response.statusCode} ${String(response.body)}`);
  }
  return response;
}

const idOf = (response: TestResponse, ...path: string[]): string => {
  let value: unknown = response.json();
  for (const key of path) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`no id at ${path.join('.')}: ${response.body}`);
  return value;
};

function add(pools: Map<string, string[]>, key: string, id: string) {
  pools.set(key, [...(pools.get(key) ?? []), id]);
}

const INSIDE: LatLng = { lat: 37.001, lng: 22.101 };

export async function buildWorld(api: ApiHarness): Promise<FuzzWorld> {
  const token = randomBytes(6).toString('hex');
  const privateMarker = `prv${token}`;
  const tagMarker = `tag${token}`;
  const secret = (what: string) => `${privateMarker} ${what}`;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a7' } })
    .png()
    .toBuffer();

  const [a, b, c] = [
    await api.user({ name: 'Alpha Owner' }),
    await api.user({ name: 'Beta Fuzzer' }),
    await api.user({ name: 'Gamma Partner' }),
  ];
  const as = (user: SignedInUser) => api.as(user);
  const idsOfA = new Map<string, string[]>();
  const idsOfB = new Map<string, string[]>();

  must(
    await as(a).put('/api/profile', {
      phone: `${privateMarker}p`,
      bio: secret('bio'),
      company: secret('company'),
      jobTitle: secret('job title'),
      education: secret('education'),
    }),
    'A profile',
  );

  // A's private estate: address private; its name shows on its trees' public tags.
  const estate = await api.estate(a, { name: `${tagMarker} estate`, address: secret('address') });
  add(idsOfA, 'estates', estate.id);
  const tree = must(
    await as(a).post(`/api/estates/${estate.id}/trees`, {
      title: `${tagMarker} tree`,
      category: 'Olive Tree',
      coordinates: INSIDE,
    }),
    'A tree',
  ) as TestResponse;
  const treeId = idOf(tree, 'tree', 'id');
  add(idsOfA, 'trees', treeId);
  add(idsOfA, 'qr', idOf(tree, 'tree', 'textCode'));
  must(await as(a).put(`/api/trees/${treeId}`, { notes: `${tagMarker} notes` }), 'A tree notes');
  const harvest = must(
    await as(a).post(`/api/trees/${treeId}/harvests`, {
      date: athensDay(-3),
      weight: 12.5,
      notes: secret('harvest'),
    }),
    'A harvest',
  ) as TestResponse;
  add(idsOfA, 'harvests', idOf(harvest, 'harvest', 'id'));
  const photo = await upload(api, a, `/api/trees/${treeId}/photos`, 'POST', [
    { name: 'caption', value: `${tagMarker} caption` },
    { name: 'photo', filename: 'p.png', contentType: 'image/png', data: png },
  ]);
  const photoJson = photo.json<{ photo: { id: string; url: string } }>().photo;
  add(idsOfA, 'photos', photoJson.id);
  add(idsOfA, 'key', photoJson.url.slice(photoJson.url.lastIndexOf('/') + 1));
  await upload(api, a, `/api/estates/${estate.id}/orthophoto`, 'PUT', [
    { name: 'north', value: '37.0045' },
    { name: 'south', value: '36.9995' },
    { name: 'east', value: '22.1055' },
    { name: 'west', value: '22.0995' },
    { name: 'file', filename: 'o.png', contentType: 'image/png', data: png },
  ]);

  // A's listings: a draft (private) and an available one on another estate (public).
  const listingBody = (estateId: string, status: string, description: string) => ({
    estate: estateId,
    allowedCrops: ['olives'],
    price: 300,
    priceType: 'monthly',
    duration: 12,
    durationType: 'months',
    startDate: athensDay(30),
    description,
    status,
  });
  const draft = must(
    await as(a).post('/api/rentals', listingBody(estate.id, 'draft', secret('draft listing'))),
    'A draft listing',
  ) as TestResponse;
  add(idsOfA, 'rentals', idOf(draft, 'id'));
  const publicEstate = await api.estate(a, { name: 'Alpha public grove' });
  add(idsOfA, 'estates', publicEstate.id);
  const published = must(
    await as(a).post('/api/rentals', listingBody(publicEstate.id, 'available', 'Open to all')),
    'A available listing',
  ) as TestResponse;
  add(idsOfA, 'rentals', idOf(published, 'id'));

  const job = (estateId: string, status: string, description: string) => ({
    title: 'Olive harvest helpers',
    description,
    jobType: 'harvesting',
    workType: 'seasonal',
    payRate: 12.5,
    payType: 'hourly',
    currency: 'EUR',
    startDate: athensDay(14),
    estate: estateId,
    visibility: 'public',
    status,
  });
  const draftJob = must(
    await as(a).post('/api/workforce/job-listings', job(estate.id, 'draft', secret('draft job'))),
    'A draft job',
  ) as TestResponse;
  add(idsOfA, 'job-listings', idOf(draftJob, 'jobListing', 'id'));
  const activeJob = must(
    await as(a).post('/api/workforce/job-listings', job(publicEstate.id, 'active', 'Anyone')),
    'A active job',
  ) as TestResponse;
  add(idsOfA, 'job-listings', idOf(activeJob, 'jobListing', 'id'));
  must(
    await as(a).put('/api/workforce/profile', {
      skills: ['pruning'],
      bio: secret('worker bio'),
      location: secret('worker location'),
      published: false,
    }),
    'A worker profile',
  );

  // C's listing and job: A applies to both; C approves A and draws up a contract.
  const cEstate = await api.estate(c, { name: 'Gamma grove' });
  const cListing = must(
    await as(c).post('/api/rentals', listingBody(cEstate.id, 'available', 'Gamma rents')),
    'C listing',
  ) as TestResponse;
  const rentalApplication = must(
    await as(a).post(`/api/rentals/${idOf(cListing, 'id')}/apply`, {
      startDate: athensDay(40),
      message: secret('rental application'),
    }),
    'A rental application',
  ) as TestResponse;
  const applicationId = idOf(rentalApplication, 'id');
  add(idsOfA, 'applications', applicationId);
  add(idsOfA, 'from-application', applicationId);
  must(
    await as(c).put(`/api/rentals/applications/${applicationId}`, { status: 'approved' }),
    'C approves',
  );
  const contract = must(
    await as(c).post(`/api/rental-contracts/from-application/${applicationId}`, {}),
    'C contract',
  ) as TestResponse;
  const contractId = idOf(contract, 'id');
  add(idsOfA, 'rental-contracts', contractId);
  must(
    await as(c).put(`/api/rental-contracts/${contractId}/terms`, {
      rentalPeriod: { startDate: athensDay(40), endDate: athensDay(400), duration: 12 },
      price: { amount: 300, paymentFrequency: 'monthly' },
      specialTerms: secret('contract terms'),
      responsibilities: { owner: [], tenant: [] },
    }),
    'C terms',
  );
  const cJob = must(
    await as(c).post('/api/workforce/job-listings', job(cEstate.id, 'active', 'Gamma hires')),
    'C job',
  ) as TestResponse;
  const jobApplication = must(
    await as(a).post(`/api/workforce/job-listings/${idOf(cJob, 'jobListing', 'id')}/apply`, {
      message: secret('job application'),
      coverLetter: secret('cover letter'),
    }),
    'A job application',
  ) as TestResponse;
  add(idsOfA, 'applications', idOf(jobApplication, 'application', 'id'));

  // B's own records, so that valid requests with B's ids reach the success paths.
  const bEstate = await api.estate(b, { name: 'Beta grove' });
  add(idsOfB, 'estates', bEstate.id);
  const bTree = must(
    await as(b).post(`/api/estates/${bEstate.id}/trees`, {
      title: 'Beta tree',
      category: 'Olive Tree',
      coordinates: INSIDE,
    }),
    'B tree',
  ) as TestResponse;
  add(idsOfB, 'trees', idOf(bTree, 'tree', 'id'));
  add(idsOfB, 'qr', idOf(bTree, 'tree', 'textCode'));
  const bListing = must(
    await as(b).post('/api/rentals', listingBody(bEstate.id, 'draft', 'Beta draft')),
    'B listing',
  ) as TestResponse;
  add(idsOfB, 'rentals', idOf(bListing, 'id'));
  const bJob = must(
    await as(b).post('/api/workforce/job-listings', job(bEstate.id, 'draft', 'Beta job')),
    'B job',
  ) as TestResponse;
  add(idsOfB, 'job-listings', idOf(bJob, 'jobListing', 'id'));
  // Parcel codes the fake cadastre knows (and one it does not), for the KAEK search.
  for (const kaek of ['050681726002', '210021411005', '050681726000']) {
    add(idsOfB, 'search-kaek', kaek);
  }

  const watchedUrls = [
    '/api/profile',
    `/api/estates/${estate.id}`,
    `/api/estates/${estate.id}/trees`,
    `/api/estates/${estate.id}/orthophoto`,
    `/api/trees/${treeId}`,
    `/api/trees/${treeId}/photos`,
    `/api/trees/${treeId}/harvests`,
    `/api/rentals/${idOf(draft, 'id')}`,
    `/api/rental-contracts/${contractId}`,
    '/api/rentals/applications/sent',
    `/api/workforce/job-listings/${idOf(draftJob, 'jobListing', 'id')}`,
    '/api/workforce/applications/my',
    '/api/workforce/profile',
  ];
  return { a, b, privateMarker, tagMarker, idsOfA, idsOfB, watchedUrls, png };
}

async function upload(
  api: ApiHarness,
  user: SignedInUser,
  url: string,
  method: string,
  parts: FormPart[],
) {
  const { body, contentType } = multipartBody(parts);
  const response = await sendRaw(api.server, {
    method,
    url,
    headers: { ...user.auth, 'content-type': contentType },
    body,
  });
  must({ statusCode: response.statusCode, body: response.body.toString() }, `upload ${url}`);
  return response;
}
