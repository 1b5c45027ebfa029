import type {
  DurationType,
  PriceType,
  RentalListing,
  RentalListingUpdate,
} from '@grovekeeper/shared';
import { i18nKey } from '@grovekeeper/shared';
import { parseCrops } from '../../common/utils/format';

/** The validation messages as keys of the `rentals` namespace: the form translates them. */
export const EDIT_MESSAGES = {
  price: i18nKey('editRental.errors.price'),
  duration: i18nKey('editRental.errors.duration'),
} as const;

export interface InlineEditValues {
  price: string;
  priceType: PriceType;
  duration: string;
  durationType: DurationType;
  /** Comma-separated. */
  allowedCrops: string;
  description: string;
}

export type InlineEditErrors = Partial<Record<'price' | 'duration', string>>;

/** The form's values from the saved listing: what Cancel goes back to. */
export function toInlineValues(rental: RentalListing): InlineEditValues {
  return {
    price: String(rental.price),
    priceType: rental.priceType,
    duration: String(rental.duration),
    durationType: rental.durationType,
    allowedCrops: (rental.allowedCrops ?? []).join(', '),
    description: rental.description ?? '',
  };
}

/** Price at least 1 with cents, duration a whole number at least 1 (spec §5, edit rental). */
export function validateInlineEdit(values: InlineEditValues): InlineEditErrors {
  const errors: InlineEditErrors = {};
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price) || price < 1) {
    errors.price = EDIT_MESSAGES.price;
  }
  const duration = Number(values.duration);
  if (values.duration.trim() === '' || !Number.isInteger(duration) || duration < 1) {
    errors.duration = EDIT_MESSAGES.duration;
  }
  return errors;
}

/** PUT /api/rentals/:id from the inline edit: the spec's payload plus both types. */
export function toInlineUpdate(
  values: InlineEditValues,
  rental: RentalListing,
): RentalListingUpdate {
  return {
    price: Math.round(Number(values.price) * 100) / 100,
    priceType: values.priceType,
    duration: Number(values.duration),
    durationType: values.durationType,
    allowedCrops: parseCrops(values.allowedCrops),
    description: values.description.trim(),
    landArea: rental.landArea,
    availableTrees: rental.availableTrees,
  };
}
