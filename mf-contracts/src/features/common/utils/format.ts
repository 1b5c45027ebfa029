import { PAYMENT_FREQUENCIES, formatEuros } from '@grovekeeper/shared';
import type { ContractStatus } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** What the contract screens show where a date or a price is missing. */
export const NO_VALUE = '—';

function isKnownFrequency(frequency: string | undefined): boolean {
  return (PAYMENT_FREQUENCIES as readonly (string | undefined)[]).includes(frequency);
}

/** A payment frequency in words ('Monthly'); an unknown value as sent. */
export function frequencyLabel(frequency: string | undefined): string {
  if (!isKnownFrequency(frequency)) return frequency ?? '';
  return t(`frequency.${frequency}`);
}

/** The price with its payment frequency, e.g. '€1,200.00 per month'. */
export function formatPrice(price: { amount: number; paymentFrequency: string } | undefined) {
  if (!price) return NO_VALUE;
  const amount = formatEuros(price.amount);
  return isKnownFrequency(price.paymentFrequency)
    ? t(`format.pricePer.${price.paymentFrequency}`, { price: amount })
    : t('format.priceOther', { price: amount, frequency: price.paymentFrequency });
}

const STATUSES: readonly string[] = [
  'draft',
  'pending_signature',
  'signed',
  'active',
  'completed',
  'terminated',
] satisfies ContractStatus[];

/** A status as words; an unknown value shows as raw text. */
export function statusLabel(status: string): string {
  return STATUSES.includes(status) ? t(`status.${status}`) : status;
}

export const STATUS_COLOURS: Record<
  ContractStatus,
  'default' | 'warning' | 'success' | 'info' | 'error'
> = {
  draft: 'default',
  pending_signature: 'warning',
  signed: 'info',
  active: 'success',
  completed: 'default',
  terminated: 'error',
};
