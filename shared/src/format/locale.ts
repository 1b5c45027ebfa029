/**
 * The one locale every date, money, area and count on screen is written in. The apps' words
 * are English, so numbers and dates follow en-US until a translation sets another locale
 * (the Greek issue calls `setFormatLocale('el')` here and nowhere else).
 */
const DEFAULT_LOCALE = 'en-US';

let currentLocale = DEFAULT_LOCALE;
let cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The locale the formatters write in. */
export function formatLocale(): string {
  return currentLocale;
}

/** Switches every formatter to `locale` (a BCP 47 tag); no argument goes back to the default. */
export function setFormatLocale(locale: string = DEFAULT_LOCALE): void {
  if (locale === currentLocale) return;
  currentLocale = locale;
  // Formatters are built for one locale: drop the old ones rather than key them twice.
  cache = new Map();
}

/** One `Intl.DateTimeFormat` per set of options and locale: grids format thousands of cells. */
export function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(`date:${key}`) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale, options);
    cache.set(`date:${key}`, format);
  }
  return format;
}

/** One `Intl.NumberFormat` per set of options and locale. */
export function numberFormat(key: string, options: Intl.NumberFormatOptions) {
  let format = cache.get(`number:${key}`) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(currentLocale, options);
    cache.set(`number:${key}`, format);
  }
  return format;
}
