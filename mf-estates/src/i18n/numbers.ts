import { formatLanguage } from '@grovekeeper/shared';

/**
 * `value` with `decimals` decimals, as `toFixed` writes it, with the decimal comma in Greek
 * ("0.25" → "0,25"): for measures shown with their unit (m/px, MB). Coordinates keep their
 * decimal point in every language, as GPS readings are written.
 */
export function fixedNumber(value: number, decimals: number): string {
  const text = (Number(value) || 0).toFixed(decimals);
  return formatLanguage() === 'el' ? text.replace('.', ',') : text;
}
