import { MONTHS_PER_DURATION_UNIT, i18nKey } from '@grovekeeper/shared';
import type { RentalListing, RentalListingUpdate } from '@grovekeeper/shared';
import { totalMonths } from '../../common/utils/format';

/** The validation messages as keys of the `rentals` namespace: the form translates them. */
export const EDIT_RENTAL_MESSAGES = {
  price: i18nKey('editRental.errors.price'),
  duration: i18nKey('editRental.errors.duration'),
} as const;

export interface EditRentalValues {
  /** Euros per month. */
  monthlyPrice: string;
  durationMonths: string;
  description: string;
}

export type EditRentalErrors = Partial<Record<'monthlyPrice' | 'durationMonths', string>>;

const PRICE_MONTHS = { monthly: 1, seasonal: 3, yearly: 12 } as const;

/**
 * This page speaks in months (a monthly price, a duration in months); a listing priced per
 * season or year, or lasting seasons or years, is shown in its monthly equivalent.
 */
export function toEditValues(rental: RentalListing): EditRentalValues {
  const perMonth = rental.price / (PRICE_MONTHS[rental.priceType] ?? 1);
  return {
    monthlyPrice: String(Math.round(perMonth * 100) / 100),
    durationMonths: String(
      MONTHS_PER_DURATION_UNIT[rental.durationType] !== undefined
        ? totalMonths(rental.duration, rental.durationType)
        : rental.duration,
    ),
    description: rental.description ?? '',
  };
}

/** Price at least 1, duration a whole number of months at least 1; description optional. */
export function validateEditRental(values: EditRentalValues): EditRentalErrors {
  const errors: EditRentalErrors = {};
  const price = Number(values.monthlyPrice);
  if (values.monthlyPrice.trim() === '' || !Number.isFinite(price) || price < 1) {
    errors.monthlyPrice = EDIT_RENTAL_MESSAGES.price;
  }
  const months = Number(values.durationMonths);
  if (values.durationMonths.trim() === '' || !Number.isInteger(months) || months < 1) {
    errors.durationMonths = EDIT_RENTAL_MESSAGES.duration;
  }
  return errors;
}

/**
 * PUT /api/rentals/:id: the spec's payload (price, duration, description, land area, tree
 * count, crops; the server keeps the estate's own area and count). The units go with it, so
 * the saved listing says "per month" and "months" as the person typed.
 */
export function toEditUpdate(values: EditRentalValues, rental: RentalListing): RentalListingUpdate {
  return {
    price: Math.round(Number(values.monthlyPrice) * 100) / 100,
    priceType: 'monthly',
    duration: Number(values.durationMonths),
    durationType: 'monthly',
    description: values.description.trim(),
    landArea: rental.landArea,
    availableTrees: rental.availableTrees,
    allowedCrops: rental.allowedCrops ?? [],
  };
}
