import { formatDate, formatDays } from '../dates';

describe('workforce date helpers', () => {
  const medium = (date: Date, timeZone?: string) =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(date);

  it('shows a date-only value as that calendar day, whatever the time zone', () => {
    expect(formatDate('2030-10-15')).toBe(medium(new Date(Date.UTC(2030, 9, 15)), 'UTC'));
  });

  it('shows a timestamp as its local medium date', () => {
    const stamp = '2030-01-01T12:00:00.000Z';
    expect(formatDate(stamp)).toBe(medium(new Date(stamp)));
  });

  it('gives an empty text for no value and the value itself when it is not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('counts days in the singular and the plural', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(14)).toBe('14 days');
  });
});
