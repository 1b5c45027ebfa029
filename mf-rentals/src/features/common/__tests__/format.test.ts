import { formatEuros, formatHectares } from '@grovekeeper/shared';
import { formatDuration, formatPrice, parseCrops, totalMonths } from '../utils/format';

describe('rental formatting', () => {
  it('shows the land area in hectares with two decimals', () => {
    expect(formatHectares(12.345)).toBe('12.35 ha');
    expect(formatHectares(3)).toBe('3.00 ha');
  });

  it('shows prices in euros with the price type', () => {
    expect(formatEuros(1200)).toContain('€');
    expect(formatPrice(500, 'monthly')).toBe(`${formatEuros(500)} / month`);
    expect(formatPrice(900, 'seasonal')).toBe(`${formatEuros(900)} / season`);
  });

  it('shows the duration with its duration type, singular for one unit', () => {
    expect(formatDuration(2, 'seasonal')).toBe('2 seasons (seasonal)');
    expect(formatDuration(1, 'yearly')).toBe('1 year (yearly)');
    expect(formatDuration(3, 'long-term')).toBe('3 years (long-term)');
  });

  it('counts three months per season and twelve per year or long-term unit', () => {
    expect(totalMonths(2, 'seasonal')).toBe(6);
    expect(totalMonths(2, 'yearly')).toBe(24);
    expect(totalMonths(3, 'long-term')).toBe(36);
    expect(totalMonths(5, 'monthly')).toBe(5);
  });

  it('splits allowed crops on commas, trimming them and dropping empty entries', () => {
    expect(parseCrops(' wheat, barley ,, ,olives ')).toEqual(['wheat', 'barley', 'olives']);
    expect(parseCrops('')).toEqual([]);
  });
});
