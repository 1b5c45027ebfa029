import { i18nKey } from '@grovekeeper/shared';
import type { DurationType, Estate, NewRentalListing, PriceType } from '@grovekeeper/shared';
import { isBeforeToday } from '../../common/utils/dates';
import { parseCrops } from '../../common/utils/format';
import '../../../i18n/parts/create-listing';

/** The validation messages as keys of the `rentals` namespace: the form translates them. */
export const LISTING_MESSAGES = {
  estate: i18nKey('createListing.form.errors.estate'),
  price: i18nKey('createListing.form.errors.price'),
  duration: i18nKey('createListing.form.errors.duration'),
  startDate: i18nKey('common.selectStartDate'),
  trees: i18nKey('createListing.form.errors.trees'),
} as const;

export interface ListingFormValues {
  estateId: string;
  price: string;
  priceType: PriceType;
  duration: string;
  durationType: DurationType;
  /** YYYY-MM-DD or null. */
  startDate: string | null;
  /** Comma-separated, as typed. */
  allowedCrops: string;
  description: string;
}

export type ListingField = 'estateId' | 'price' | 'duration' | 'startDate';
/** Each field's error as a translation key (LISTING_MESSAGES). */
export type ListingErrors = Partial<Record<ListingField, string>>;

/** The form's defaults (spec §9): price type monthly, duration type seasonal. */
export function emptyListing(durationType: DurationType = 'seasonal'): ListingFormValues {
  return {
    estateId: '',
    price: '',
    priceType: 'monthly',
    duration: '1',
    durationType,
    startDate: null,
    allowedCrops: '',
    description: '',
  };
}

/** The spec's client checks (§5); the server checks again. */
export function validateListing(
  values: ListingFormValues,
  estate: Estate | undefined,
  now: Date = new Date(),
): ListingErrors {
  const errors: ListingErrors = {};
  if (!values.estateId || !estate) errors.estateId = LISTING_MESSAGES.estate;
  else if (!(estate.treeCount >= 1)) errors.estateId = LISTING_MESSAGES.trees;
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price) || price <= 0) {
    errors.price = LISTING_MESSAGES.price;
  }
  const duration = Number(values.duration);
  if (values.duration.trim() === '' || !Number.isInteger(duration) || duration < 1) {
    errors.duration = LISTING_MESSAGES.duration;
  }
  if (!values.startDate || isBeforeToday(values.startDate, now)) {
    errors.startDate = LISTING_MESSAGES.startDate;
  }
  return errors;
}

/** The POST /api/rentals payload; land area and tree count come from the estate. */
export function toNewListing(
  values: ListingFormValues,
  estate: Estate,
  status: NewRentalListing['status'],
): NewRentalListing {
  return {
    estate: estate._id ?? estate.id,
    landArea: estate.landArea,
    availableTrees: estate.treeCount,
    allowedCrops: parseCrops(values.allowedCrops),
    price: Math.round(Number(values.price) * 100) / 100,
    priceType: values.priceType,
    duration: Number(values.duration),
    durationType: values.durationType,
    startDate: values.startDate ?? '',
    description: values.description.trim(),
    status,
  };
}
