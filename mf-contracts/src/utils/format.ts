import type { ContractStatus, PaymentFrequency } from '@grovekeeper/shared';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date a person picked (`YYYY-MM-DD`) as the locale writes it. Read and written in UTC so
 * the calendar day never shifts with the viewer's time zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (an ISO timestamp) in the viewer's time zone, with the time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** Euros with the locale's formatting (spec §8: contracts show euros). */
export function formatEuros(amount: number | null | undefined): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(
    Number(amount) || 0,
  );
}

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
  if (!price) return '—';
  const unit =
    FREQUENCY_UNITS[price.paymentFrequency as PaymentFrequency] ?? price.paymentFrequency;
  return `${formatEuros(price.amount)} ${unit}`;
}

/** Rental land area in hectares, 2 decimals (spec §9). */
export function formatHectares(area: number | null | undefined): string {
  return `${(Number(area) || 0).toFixed(2)} ha`;
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
