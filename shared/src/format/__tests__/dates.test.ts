import { formatDate, formatDateTime, formatLongDate, formatMonth } from '../dates';
import { formatLocale, setFormatLocale } from '../locale';

describe('date formatting', () => {
  const medium = (date: Date, timeZone?: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);

  afterEach(() => setFormatLocale());

  it('shows a date-only value as that calendar day, whatever the time zone', () => {
    expect(formatDate('2030-10-15')).toBe(medium(new Date(Date.UTC(2030, 9, 15)), 'UTC'));
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
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

  it('shows the fallback for a missing or unreadable date when one is given', () => {
    expect(formatDate(null, '—')).toBe('—');
    expect(formatDate('soon', '—')).toBe('—');
    expect(formatDate('2026-12-15', '—')).toBe('Dec 15, 2026');
  });

  it('writes the long form with the month in full', () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date', '')).toBe('');
  });

  it('shows a moment with its time in the reader’s time zone, else the fallback', () => {
    const stamp = '2026-05-01T09:30:00.000Z';
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(stamp));
    expect(formatDateTime(stamp)).toBe(expected);
    expect(formatDateTime(null, '—')).toBe('—');
    expect(formatDateTime('later', 'N/A')).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('names a report month by its short name and year', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-12')).toBe('Dec 2026');
    expect(formatMonth('soon')).toBe('soon');
  });

  it('writes every date in the one locale that was set', () => {
    expect(formatLocale()).toBe('en-US');
    setFormatLocale('el');
    expect(formatLocale()).toBe('el-GR');
    expect(formatDate('2026-12-15')).toBe(
      new Intl.DateTimeFormat('el', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 11, 15)),
      ),
    );
    setFormatLocale();
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
  });
});
