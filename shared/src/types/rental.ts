/**
 * Rentals and rental contracts as the API answers them (spec part 2, sections 3, 7 and 9).
 * Money is exact on the server (integer cents); here it is a number of euros with at most
 * two decimals. Dates a person picks (start dates, rental periods) are date-only strings
 * `YYYY-MM-DD`; moments (createdAt, signedAt) are ISO 8601 timestamps.
 */
import type {
  ContractStatus,
  DurationType,
  PaymentFrequency,
  PriceType,
  RentalApplicationStatus,
  RentalStatus,
} from '@grovekeeper/constants';

// The lists the API checks against too: one copy, in @grovekeeper/constants.
export {
  CONTRACT_DURATION_TYPES,
  CONTRACT_STATUSES,
  DURATION_TYPES,
  LISTING_DURATION_TYPES,
  PAYMENT_FREQUENCIES,
  PRICE_TYPES,
  RENTAL_APPLICATION_STATUSES,
  RENTAL_STATUSES,
} from '@grovekeeper/constants';
export type {
  ContractStatus,
  DurationType,
  PaymentFrequency,
  PriceType,
  RentalApplicationStatus,
  RentalStatus,
} from '@grovekeeper/constants';

/** Months per duration unit (spec §9: seasonal 3, yearly and long-term 12, monthly 1). */
export const MONTHS_PER_DURATION_UNIT: Record<DurationType, number> = {
  seasonal: 3,
  seasons: 3,
  yearly: 12,
  years: 12,
  'long-term': 12,
  monthly: 1,
  months: 1,
};

export interface RentalEstateSummary {
  _id: string;
  name: string;
  address: string;
  /** Hectares. */
  landArea: number;
  treeCount: number;
}

export interface PartySummary {
  _id: string;
  name: string;
}

export interface RentalListing {
  _id: string;
  id: string;
  estate: RentalEstateSummary;
  owner: PartySummary;
  /** Hectares, from the estate. */
  landArea: number;
  /** From the estate's tree count. */
  availableTrees: number;
  allowedCrops: string[];
  /** Euros. */
  price: number;
  priceType: PriceType;
  duration: number;
  durationType: DurationType;
  /** YYYY-MM-DD */
  startDate: string;
  description: string;
  status: RentalStatus;
  ratings: { average: number; count: number };
  /** Pending applications: the real count for the owner, 0 for everyone else. */
  pendingApplications: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/rentals. landArea and availableTrees are taken from the estate by the server. */
export interface NewRentalListing {
  estate: string;
  landArea?: number;
  availableTrees?: number;
  allowedCrops: string[];
  price: number;
  priceType: PriceType;
  duration: number;
  durationType: DurationType;
  /** YYYY-MM-DD, not before today. */
  startDate: string;
  description: string;
  status: 'draft' | 'available';
}

/** PUT /api/rentals/:id: any subset; landArea and availableTrees are ignored (estate's). */
export interface RentalListingUpdate {
  price?: number;
  duration?: number;
  description?: string;
  landArea?: number;
  availableTrees?: number;
  allowedCrops?: string[];
  priceType?: PriceType;
  durationType?: DurationType;
  /** The owner publishes a draft (draft -> available) or takes it back (available -> draft). */
  status?: 'draft' | 'available';
}

/** Query of GET /api/rentals/available (every field optional). */
export interface RentalListingQuery {
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  durationType?: DurationType;
  /** YYYY-MM-DD: listings available on or before this date. */
  availableFrom?: string;
  ownership?: 'all' | 'mine' | 'others';
  /** The caller's own drafts too (default true); others' drafts are never shown. */
  showDrafts?: boolean;
  page?: number;
  /** 1..100, default 50. */
  limit?: number;
}

export interface Pagination {
  current: number;
  total: number;
  count: number;
  totalCount: number;
}

export interface RentalListingPage {
  rentals: RentalListing[];
  pagination: Pagination;
}

export interface RentalApplication {
  _id: string;
  id: string;
  rental: {
    _id: string;
    estate: { name: string; address: string; landArea: number };
    owner: PartySummary;
    price: number;
    priceType: PriceType;
    duration: number;
    durationType: DurationType;
    status: RentalStatus;
  };
  applicant: PartySummary & {
    email: string;
    /** The ratings owners gave the applicant as a tenant (issue 28). */
    rating?: { average: number; count: number };
  };
  status: RentalApplicationStatus;
  /** YYYY-MM-DD */
  startDate: string;
  appliedAt: string;
  message: string;
  /** The contract drawn up from this application, once there is one. */
  contractId: string | null;
}

export type ContractParty = 'owner' | 'tenant';

export interface ContractTerms {
  rentalPeriod: { startDate: string; endDate: string; duration: number };
  price: { amount: number; paymentFrequency: PaymentFrequency };
  specialTerms: string;
  responsibilities: { owner: string[]; tenant: string[] };
  allowedCrops: string[];
  /** Hectares. */
  landArea: number;
}

export interface ContractSignature {
  signed: boolean;
  signedAt: string | null;
  /** SHA-256 (hex) of the canonical terms this party agreed to. */
  termsHash: string | null;
}

export type ContractEventAction =
  | 'created'
  | 'terms_changed'
  | 'submitted'
  | 'signed'
  // After the signature (issue 28). `activated`, `completed` and `terminated` are written
  // by the scheduled job (actor: the system, `actor.name` "Grovekeeper").
  | 'activated'
  | 'completed'
  | 'termination_requested'
  | 'termination_accepted'
  | 'termination_declined'
  | 'termination_withdrawn'
  | 'terminated'
  | 'rated';

export interface ContractEvent {
  action: ContractEventAction;
  actor: PartySummary;
  /** For signatures, termination steps and ratings: which side acted. */
  party: ContractParty | null;
  at: string;
  /** termination_*: the agreed or proposed last day (YYYY-MM-DD); rated: the score. */
  endDate?: string;
  score?: number;
}

/** An early end one party asked for (issue 28). */
export interface ContractTermination {
  requestedBy: ContractParty;
  requestedAt: string;
  /** The proposed last day of the contract, YYYY-MM-DD. */
  endDate: string;
  reason: string;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  decidedAt: string | null;
}

/** What one party said of the other after the contract ended. */
export interface ContractRating {
  score: number;
  comment: string;
  createdAt: string;
}

/** POST /api/rental-contracts/:id/termination */
export interface ContractTerminationRequest {
  endDate: string;
  reason: string;
}

/** POST /api/rental-contracts/:id/ratings */
export interface ContractRatingInput {
  score: number;
  comment: string;
}

/** A person's ratings as a landowner and as a tenant (GET /api/profile `ratings`). */
export interface PartyRatings {
  asOwner: { average: number; count: number };
  asTenant: { average: number; count: number };
}

export interface Contract {
  _id: string;
  id: string;
  contractNumber: string;
  status: ContractStatus;
  estate: { _id: string | null; name: string; address: string; landArea: number };
  rentalId: string | null;
  applicationId: string | null;
  owner: PartySummary & { email: string };
  tenant: PartySummary & { email: string };
  createdAt: string;
  submittedAt: string | null;
  signedAt: string | null;
  activatedAt: string | null;
  /** When the job completed it after its end date (issue 28). */
  completedAt: string | null;
  /** When it ended early on an agreed termination. */
  terminatedAt: string | null;
  /** The owner's choice: the listing becomes available again when the contract completes. */
  relistOnCompletion: boolean;
  /** The latest termination request, if any. */
  termination: ContractTermination | null;
  /** `owner`: the rating the owner gave the tenant; `tenant`: the one the tenant gave the owner. */
  ratings: { owner: ContractRating | null; tenant: ContractRating | null };
  signatures: { owner: ContractSignature; tenant: ContractSignature };
  contractTerms: ContractTerms;
  /** SHA-256 (hex) of the canonical terms; fixed once anyone has signed. */
  termsHash: string;
  timeline: ContractEvent[];
}

/** POST /api/rental-contracts/from-application/:applicationId */
export interface NewContractFromApplication {
  startDate?: string;
  endDate?: string;
  duration?: number;
  specialTerms?: string;
}

/** PUT /api/rental-contracts/:id/terms */
export interface ContractTermsUpdate {
  rentalPeriod: { startDate: string; endDate: string; duration: number };
  price: { amount: number; paymentFrequency: PaymentFrequency };
  specialTerms: string;
  responsibilities: { owner: string[]; tenant: string[] };
}

export const DEFAULT_SPECIAL_TERMS = 'Standard rental agreement terms apply.';
