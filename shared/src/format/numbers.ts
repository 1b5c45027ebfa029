import { type FormatLanguage, formatLanguage, numberFormat, pluralRules } from './locale';

/** "€1,200.00": euros to the cent. Anything that is not a number shows as €0.00. */
export function formatEuros(amount: number | null | undefined): string {
  return numberFormat('euros', { style: 'currency', currency: 'EUR' }).format(Number(amount) || 0);
}

/** "€12.50" from 1250: the server keeps money as integer cents. */
export function formatEuroCents(cents: number | null | undefined): string {
  return formatEuros((Number(cents) || 0) / 100);
}

/**
 * "€12.50" in any currency the record names; an unknown currency code shows as "12.50 XYZ"
 * rather than failing the whole screen.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    return numberFormat(`money:${currency}`, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Hectares in one stremma: 1 stremma = 1,000 m² = 0.1 ha. */
export const HECTARES_PER_STREMMA = 0.1;

/**
 * A fixed-decimal figure with the locale's decimal separator and no grouping ("12.35",
 * "12,35"): the digits are the same in every language, only the separator changes.
 */
function fixed(value: number | null | undefined, decimals: number): string {
  const text = (Number(value) || 0).toFixed(decimals);
  return formatLanguage() === 'el' ? text.replace('.', ',') : text;
}

/**
 * "12.35 ha": a land area in hectares, two decimals unless a summary asks for fewer. In Greek
 * the same figure with a decimal comma ("12,35 ha"); `formatArea` adds the stremmata.
 */
export function formatHectares(area: number | null | undefined, decimals = 2): string {
  return `${fixed(area, decimals)} ha`;
}

/** "123,5 στρ." ("123.5 str." in English) from an area in hectares: one decimal unless asked. */
export function formatStremmata(areaHa: number | null | undefined, decimals = 1): string {
  const stremmata = (Number(areaHa) || 0) / HECTARES_PER_STREMMA;
  return `${fixed(stremmata, decimals)} ${formatLanguage() === 'el' ? 'στρ.' : 'str.'}`;
}

/**
 * A land area as its reader thinks of it: "12.35 ha" in English (exactly `formatHectares`),
 * "12,35 εκτ. (123,5 στρ.)" in Greek, where owners count in stremmata.
 */
export function formatArea(areaHa: number | null | undefined, decimals = 2): string {
  if (formatLanguage() !== 'el') return formatHectares(areaHa, decimals);
  return `${fixed(areaHa, decimals)} εκτ. (${formatStremmata(areaHa, Math.max(decimals - 1, 0))})`;
}

/** "1,234": a whole count with the locale's grouping. */
export function formatCount(value: number): string {
  return numberFormat('count', { maximumFractionDigits: 0 }).format(value);
}

/** "1,234.57": a figure with at most two decimals. */
export function formatNumber(value: number): string {
  return numberFormat('number', { maximumFractionDigits: 2 }).format(value);
}

/** "1 day", "14 days": a count with its unit, singular for exactly one. */
export function formatQuantity(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A unit's words by plural category: `other` is required, `one` (and the rest) as the language needs. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "1 tree", "1,234 trees", "1 δέντρο", "1.234 δέντρα": a count with the locale's grouping and
 * the unit in the form the locale's plural rules pick. The forms of the current language are
 * used, English ones when a language has none; a missing category falls back to `other`.
 */
export function formatCountOf(
  count: number,
  forms: Partial<Record<FormatLanguage, PluralForms>> & { en: PluralForms },
): string {
  const words = forms[formatLanguage()] ?? forms.en;
  // The rules judge the figure as shown (at most two decimals), so "1" never reads "1 trees".
  const value = Math.round((Number(count) || 0) * 100) / 100;
  const word = words[pluralRules().select(value)] ?? words.other;
  return `${formatNumber(value)} ${word}`;
}
