/** The rentals and contracts lists (spec part 2, §9). */

export const PRICE_TYPES = ['monthly', 'seasonal', 'yearly'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The listing form's duration units (spec §9), default seasonal. */
export const LISTING_DURATION_TYPES = ['seasonal', 'yearly', 'long-term'] as const;
/** Units of the contract-era views. */
export const CONTRACT_DURATION_TYPES = ['months', 'seasons', 'years'] as const;
/** Every duration unit the API accepts on a listing. */
export const DURATION_TYPES = [
  ...LISTING_DURATION_TYPES,
  'monthly',
  ...CONTRACT_DURATION_TYPES,
] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

export const RENTAL_STATUSES = ['draft', 'available', 'rented'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RentalApplicationStatus = (typeof RENTAL_APPLICATION_STATUSES)[number];

export const CONTRACT_STATUSES = [
  'draft',
  'pending_signature',
  'signed',
  'active',
  'completed',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'seasonal', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
