import { formatEuros } from '@grovekeeper/shared';
import type { ContractStatus, PaymentFrequency } from '@grovekeeper/shared';

/** What the contract screens show where a date or a price is missing. */
export const NO_VALUE = '—';

export const FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  monthly: 'Monthly',
  seasonal: 'Seasonal',
  yearly: 'Yearly',
};

const FREQUENCY_UNITS: Record<PaymentFrequency, string> = {
  monthly: 'per month',
  seasonal: 'per season',
  yearly: 'per year',
};

/** The price with its payment frequency, e.g. '€1,200.00 per month'. */
export function formatPrice(price: { amount: number; paymentFrequency: string } | undefined) {
  if (!price) return NO_VALUE;
  const unit =
    FREQUENCY_UNITS[price.paymentFrequency as PaymentFrequency] ?? price.paymentFrequency;
  return `${formatEuros(price.amount)} ${unit}`;
}

const STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  pending_signature: 'Pending Signature',
  signed: 'Signed',
  active: 'Active',
  completed: 'Completed',
  terminated: 'Terminated',
};

/** A status as words; an unknown value shows as raw text. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ContractStatus] ?? status;
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
