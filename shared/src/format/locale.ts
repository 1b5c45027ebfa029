/**
 * The one locale every date, money, area and count on screen is written in. English (en-US)
 * is the default and the fallback; Greek (el-GR) is the product's second language. The apps
 * call `setFormatLocale` with the user's language and nowhere else.
 */
const DEFAULT_LOCALE = 'en-US';

/** The product's languages, each with the full locale its numbers and dates are written in. */
export type FormatLanguage = 'en' | 'el';

const LANGUAGE_LOCALES: Record<FormatLanguage, string> = { en: 'en-US', el: 'el-GR' };

let currentLocale = DEFAULT_LOCALE;
let cache = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.Collator
>();

/** 'el' for any Greek tag ("el", "el-GR", "EL_gr"), else 'en': the language of the product's words. */
function languageOf(locale: string): FormatLanguage {
  return /^el(?:[-_]|$)/i.test(locale) ? 'el' : 'en';
}

/** The locale the formatters write in ("en-US", "el-GR"). */
export function formatLocale(): string {
  return currentLocale;
}

/** The product language the formatters write in: 'el' under a Greek locale, else 'en'. */
export function formatLanguage(): FormatLanguage {
  return languageOf(currentLocale);
}

/**
 * Switches every formatter to `locale`: a product language ('en', 'el') becomes its full
 * locale (en-US, el-GR); any other BCP 47 tag is used as given. No argument (or an empty or
 * unknown tag) goes back to the default, en-US.
 */
export function setFormatLocale(locale: string = DEFAULT_LOCALE): void {
  let next = LANGUAGE_LOCALES[locale.toLowerCase() as FormatLanguage] ?? locale.replace(/_/g, '-');
  try {
    next = Intl.getCanonicalLocales(next)[0] ?? DEFAULT_LOCALE;
  } catch {
    next = DEFAULT_LOCALE;
  }
  if (next === currentLocale) return;
  currentLocale = next;
  // Formatters are built for one locale: drop the old ones rather than key them twice.
  cache = new Map();
}

function cached<
  T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.Collator,
>(key: string, create: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

/** One `Intl.DateTimeFormat` per set of options and locale: grids format thousands of cells. */
export function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions) {
  return cached(`date:${key}`, () => new Intl.DateTimeFormat(currentLocale, options));
}

/** One `Intl.NumberFormat` per set of options and locale. */
export function numberFormat(key: string, options: Intl.NumberFormatOptions) {
  return cached(`number:${key}`, () => new Intl.NumberFormat(currentLocale, options));
}

/** The locale's plural rules for counts ("one", "other", ...). */
export function pluralRules() {
  return cached('plural', () => new Intl.PluralRules(currentLocale));
}

/** The locale's collation for sorting names (Greek alphabetical order under 'el'). */
export function collator() {
  return cached('collator', () => new Intl.Collator(currentLocale, { numeric: true }));
}
