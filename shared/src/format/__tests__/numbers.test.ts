import { setFormatLocale } from '../locale';
import {
  formatCount,
  formatEuroCents,
  formatEuros,
  formatHectares,
  formatMoney,
  formatNumber,
  formatQuantity,
} from '../numbers';

describe('money, area and count formatting', () => {
  afterEach(() => setFormatLocale());

  it('shows euros to the cent, and nothing readable as zero', () => {
    expect(formatEuros(1200)).toBe('€1,200.00');
    expect(formatEuros(650.5)).toBe('€650.50');
    expect(formatEuros(null)).toBe('€0.00');
    expect(formatEuros(Number.NaN)).toBe('€0.00');
  });

  it('shows integer cents as euros', () => {
    expect(formatEuroCents(1250)).toBe('€12.50');
    expect(formatEuroCents(undefined)).toBe('€0.00');
  });

  it('shows any currency the record names, and an unknown code as plain text', () => {
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(12.5, 'not-a-code')).toBe('12.50 not-a-code');
  });

  it('shows land areas in hectares with two decimals unless asked for fewer', () => {
    expect(formatHectares(12.345)).toBe('12.35 ha');
    expect(formatHectares(3)).toBe('3.00 ha');
    expect(formatHectares(null)).toBe('0.00 ha');
    expect(formatHectares(7.25, 1)).toBe('7.3 ha');
  });

  it('groups counts and keeps at most two decimals on figures', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(2.6)).toBe('3');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(4)).toBe('4');
  });

  it('counts units in the singular and the plural', () => {
    expect(formatQuantity(1, 'day')).toBe('1 day');
    expect(formatQuantity(14, 'day')).toBe('14 days');
    expect(formatQuantity(2, 'child', 'children')).toBe('2 children');
  });

  it('follows the one locale that was set', () => {
    setFormatLocale('el');
    expect(formatEuros(1200)).toBe(
      new Intl.NumberFormat('el', { style: 'currency', currency: 'EUR' }).format(1200),
    );
  });
});
