import type { ApiHarness } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import type { Contract } from '../schemas';

export type ContractJson = Contract;

export interface Listing {
  owner: SignedInUser;
  estateId: string;
  rentalId: string;
}

export interface ListingOptions {
  owner?: SignedInUser;
  priceCents?: number;
  priceType?: 'monthly' | 'seasonal' | 'yearly';
  allowedCrops?: string[];
  landArea?: number;
  estateName?: string;
  estateAddress?: string;
}

/** The desired start date applications use unless told otherwise (well in the future). */
export const APPLICATION_START = '2030-10-01';

/** An available listing of a fresh estate, published through the rentals routes. */
export async function listing(api: ApiHarness, options: ListingOptions = {}): Promise<Listing> {
  const owner = options.owner ?? (await api.user({ name: 'Maria Owner' }));
  const estate = await api.estate(owner, {
    name: options.estateName ?? 'North Grove',
    address: options.estateAddress ?? 'Kalamata, Messinia, Greece',
    ...(options.landArea === undefined ? {} : { landArea: options.landArea }),
  });
  const response = await api.as(owner).post('/api/rentals', {
    estate: estate.id,
    allowedCrops: options.allowedCrops ?? ['olives', 'citrus'],
    price: (options.priceCents ?? 125_050) / 100,
    priceType: options.priceType ?? 'monthly',
    duration: 12,
    durationType: 'months',
    startDate: '2030-09-01',
    description: 'Terraced olive grove with a well',
    status: 'available',
  });
  expectStatus(response, 201);
  return { owner, estateId: estate.id, rentalId: response.json<{ id: string }>().id };
}

/** An application of `applicant` to the listing, decided by its owner when not pending. */
export async function application(
  api: ApiHarness,
  rental: Listing,
  applicant: SignedInUser,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
  startDate = APPLICATION_START,
): Promise<string> {
  const applied = await api.as(applicant).post(`/api/rentals/${rental.rentalId}/apply`, {
    startDate,
    message: 'I would like to rent it',
  });
  expectStatus(applied, 201);
  const id = applied.json<{ id: string }>().id;
  if (status !== 'pending') {
    expectStatus(
      await api.as(rental.owner).put(`/api/rentals/applications/${id}`, { status }),
      200,
    );
  }
  return id;
}

export interface Deal extends Listing {
  tenant: SignedInUser;
  applicationId: string;
}

/** A listing with an approved application of a new tenant. */
export async function approvedDeal(api: ApiHarness, options: ListingOptions = {}): Promise<Deal> {
  const rental = await listing(api, options);
  const tenant = await api.user({ name: 'Nikos Tenant' });
  const applicationId = await application(api, rental, tenant, 'approved');
  return { ...rental, tenant, applicationId };
}

export const fromApplicationUrl = (applicationId: string) =>
  `/api/rental-contracts/from-application/${applicationId}`;

/** A draft contract drawn up from a fresh approved application. */
export async function draftContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await approvedDeal(api, options);
  const response = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {});
  expectStatus(response, 201);
  return { ...deal, contract: response.json<ContractJson>() };
}

/** A contract submitted for signature. */
export async function pendingContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await draftContract(api, options);
  const response = await api.as(deal.owner).put(`/api/rental-contracts/${deal.contract.id}/submit`);
  expectStatus(response, 200);
  return { ...deal, contract: response.json<ContractJson>() };
}

export const SIGNATURE = { signatureData: 'I agree to the contract terms. 2026-05-01T10:00:00Z' };

/** A contract both parties have signed. */
export async function signedContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await pendingContract(api, options);
  const url = `/api/rental-contracts/${deal.contract.id}/sign`;
  expectStatus(await api.as(deal.owner).put(url, SIGNATURE), 200);
  const response = await api.as(deal.tenant).put(url, SIGNATURE);
  expectStatus(response, 200);
  return { ...deal, contract: response.json<ContractJson>() };
}

/** Fails with the answer's body in the message, which says more than the status alone. */
export function expectStatus(response: TestResponse, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

/** A valid terms update, to be varied per test. */
export function termsBody(overrides: Record<string, unknown> = {}) {
  return {
    rentalPeriod: { startDate: '2030-10-01', endDate: '2031-09-30', duration: 12 },
    price: { amount: 999.99, paymentFrequency: 'seasonal' },
    specialTerms: 'No pesticides within 50 m of the well.',
    responsibilities: {
      owner: ['Maintain the irrigation system'],
      tenant: ['Prune the trees every winter', 'Keep the access road clear'],
    },
    ...overrides,
  };
}
