/**
 * The product's languages. English is the default and the fallback; adding a language is
 * adding its code here and its files beside each package's `en.json`.
 */
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', el: 'Ελληνικά' };

/** Where the browser keeps the chosen language between visits (before and after sign-in). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `el`, `el-GR`, `EL_gr` → 'el'; any other tag → undefined. */
export function languageOfTag(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The browser's first preference the product speaks (navigator.languages), else English. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return FALLBACK_LANGUAGE;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The language chosen on this browser before, else the browser's own. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language still applies.
  }
  return browserLanguage();
}

/**
 * Marks a translation key kept in data (a menu's items, a table's columns) for the key check
 * (`npm run check:i18n`); the text is looked up where it is shown, with `t(key)`.
 */
export function i18nKey<Key extends string>(key: Key): Key {
  return key;
}
