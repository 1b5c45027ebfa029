import dayjs from 'dayjs';
import { PAYMENT_FREQUENCIES, i18nKey } from '@grovekeeper/shared';
import type { Contract, ContractTermsUpdate, PaymentFrequency } from '@grovekeeper/shared';

/** Contract editing defaults (spec §9): duration 12 months, monthly payments. */
export const DEFAULT_DURATION_MONTHS = 12;
export const DEFAULT_PAYMENT_FREQUENCY: PaymentFrequency = 'monthly';

export interface TermsFormValues {
  /** YYYY-MM-DD, or '' when not picked. */
  startDate: string;
  endDate: string;
  /** Months, as typed. */
  duration: string;
  /** Euros, as typed. */
  amount: string;
  paymentFrequency: PaymentFrequency;
  specialTerms: string;
  ownerResponsibilities: string[];
  tenantResponsibilities: string[];
}

export type TermsField = 'startDate' | 'endDate' | 'duration' | 'amount';
export type TermsErrors = Partial<Record<TermsField, string>>;

/** The validation messages as keys of the `contracts` namespace: the form translates them. */
export const TERMS_MESSAGES = {
  startDate: i18nKey('detail.form.errors.startDate'),
  endDate: i18nKey('detail.form.errors.endDate'),
  endBeforeStart: i18nKey('detail.form.errors.endBeforeStart'),
  duration: i18nKey('detail.form.errors.duration'),
  amount: i18nKey('detail.form.errors.amount'),
} as const;

const DATE = 'YYYY-MM-DD';

/** `startDate` plus `months`, as a date-only string; '' when the start is missing. */
export function endDateFor(startDate: string, months: number): string {
  if (!startDate || !Number.isInteger(months) || months < 1) return '';
  return dayjs(startDate).add(months, 'month').format(DATE);
}

function isFrequency(value: unknown): value is PaymentFrequency {
  return (PAYMENT_FREQUENCIES as readonly unknown[]).includes(value);
}

/** The form's starting values: the contract's terms, with the spec's defaults for gaps. */
export function formValuesOf(contract: Contract): TermsFormValues {
  const terms = contract.contractTerms;
  const duration = terms?.rentalPeriod?.duration || DEFAULT_DURATION_MONTHS;
  const startDate = terms?.rentalPeriod?.startDate ?? '';
  return {
    startDate,
    endDate: terms?.rentalPeriod?.endDate || endDateFor(startDate, duration),
    duration: String(duration),
    amount: terms?.price?.amount ? String(terms.price.amount) : '',
    paymentFrequency: isFrequency(terms?.price?.paymentFrequency)
      ? terms.price.paymentFrequency
      : DEFAULT_PAYMENT_FREQUENCY,
    specialTerms: terms?.specialTerms ?? '',
    ownerResponsibilities: [...(terms?.responsibilities?.owner ?? [])],
    tenantResponsibilities: [...(terms?.responsibilities?.tenant ?? [])],
  };
}

function isDate(value: string): boolean {
  // The round trip rejects days dayjs would roll over (2026-02-31).
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE) === value;
}

/** Client-side checks; the server validates again. Empty object: the form is valid. */
export function validateTerms(values: TermsFormValues): TermsErrors {
  const errors: TermsErrors = {};
  if (!isDate(values.startDate)) errors.startDate = TERMS_MESSAGES.startDate;
  if (!isDate(values.endDate)) errors.endDate = TERMS_MESSAGES.endDate;
  else if (!errors.startDate && values.endDate <= values.startDate) {
    errors.endDate = TERMS_MESSAGES.endBeforeStart;
  }
  const duration = Number(values.duration);
  if (!values.duration.trim() || !Number.isInteger(duration) || duration < 1) {
    errors.duration = TERMS_MESSAGES.duration;
  }
  const amount = Number(values.amount);
  if (!values.amount.trim() || !Number.isFinite(amount) || amount <= 0) {
    errors.amount = TERMS_MESSAGES.amount;
  }
  return errors;
}

function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The PUT /terms payload; call only with values that passed `validateTerms`. */
export function toTermsUpdate(values: TermsFormValues): ContractTermsUpdate {
  return {
    rentalPeriod: {
      startDate: values.startDate,
      endDate: values.endDate,
      duration: Number(values.duration),
    },
    // Euros to the cent: the server keeps integer cents.
    price: {
      amount: Math.round(Number(values.amount) * 100) / 100,
      paymentFrequency: values.paymentFrequency,
    },
    specialTerms: values.specialTerms.trim(),
    responsibilities: {
      owner: cleanList(values.ownerResponsibilities),
      tenant: cleanList(values.tenantResponsibilities),
    },
  };
}
