import { numberFormat } from './locale';

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

/** "12.35 ha": a land area in hectares, two decimals unless a summary asks for fewer. */
export function formatHectares(area: number | null | undefined, decimals = 2): string {
  return `${(Number(area) || 0).toFixed(decimals)} ha`;
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
