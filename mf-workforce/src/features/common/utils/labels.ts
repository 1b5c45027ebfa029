import { formatMoney } from '@grovekeeper/shared';

/**
 * Human labels for the workforce constants (spec §9): `pest_control` -> `Pest Control`,
 * `per_hectare` -> `Per Hectare`. Unknown values are humanised the same way, never hidden.
 */
const SPECIAL: Record<string, string> = {
  invite_only: 'Invite Only',
  per_task: 'Per Task',
  per_hectare: 'Per Hectare',
  part_time: 'Part Time',
  full_time: 'Full Time',
  weekends_only: 'Weekends Only',
};

export function labelOf(value: string): string {
  if (SPECIAL[value]) return SPECIAL[value];
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const PAY_SUFFIX: Record<string, string> = {
  hourly: '/hour',
  daily: '/day',
  weekly: '/week',
  monthly: '/month',
  per_task: '/task',
  per_hectare: '/hectare',
};

/** `€12.50/hour` in the listing's currency, formatted for the reader's locale. */
export function formatPay(amount: number, currency: string, payType: string): string {
  return `${formatMoney(amount, currency)}${PAY_SUFFIX[payType] ?? ` ${labelOf(payType)}`}`;
}
