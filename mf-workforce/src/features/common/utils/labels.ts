import { formatMoney } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** "pest_control" -> "Pest Control": how a value the texts do not know reads, never hidden. */
function humanise(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Human labels for the workforce constants (spec §9), in the reader's language, looked up by
 * the value (`values.pest_control`: "Pest Control", "Φυτοπροστασία"). The value sent to the
 * API never changes; unknown values are humanised, never hidden.
 */
export function labelOf(value: string): string {
  return t(`values.${value}`, { defaultValue: humanise(value) });
}

/** `€12.50/hour` in the listing's currency, formatted for the reader's locale ("12,50 €/ώρα"). */
export function formatPay(amount: number, currency: string, payType: string): string {
  const per = t(`payPer.${payType}`, { defaultValue: '' }) || ` ${labelOf(payType)}`;
  return `${formatMoney(amount, currency)}${per}`;
}
