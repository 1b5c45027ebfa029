import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '../format/locale';
import enCommon from './locales/en.json';
import type { Language } from './languages';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  initialLanguage,
  isLanguage,
} from './languages';

/** Loads one package's texts of a namespace in one language (a JSON chunk of its own build). */
export type NamespaceLoader = (
  language: Language,
) => Promise<ResourceKey | { default: ResourceKey }>;

/**
 * Namespace → the loaders of every package that ships texts for it. A remote registers its
 * own namespace when its code loads; `common` has two parts (the shared design system's and
 * the shell's), merged.
 */
const loaders = new Map<string, NamespaceLoader[]>();

function unwrap(module: ResourceKey | { default: ResourceKey }): ResourceKey {
  return module && typeof module === 'object' && 'default' in module
    ? (module as { default: ResourceKey }).default
    : (module as ResourceKey);
}

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Two parts of one namespace merged key by key, at every depth: parts may share a group
 * ("notifications" of the shell's first load and of its notification menu), and a shallow
 * merge would let the later part's group hide the earlier part's texts.
 */
function mergeTexts(into: ResourceKey, part: ResourceKey): ResourceKey {
  if (!isTexts(into) || !isTexts(part)) return part;
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(part)) {
    merged[key] = isTexts(merged[key]) && isTexts(value) ? mergeTexts(merged[key], value) : value;
  }
  return merged;
}

/** i18next's backend: a namespace's texts in a language come from the loaders registered for it. */
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const found = loaders.get(namespace) ?? [];
    if (!isLanguage(language) || language === FALLBACK_LANGUAGE) {
      // English ships inside each package's code (registerNamespace): nothing to fetch.
      callback(null, {});
      return;
    }
    Promise.all(found.map((load) => load(language).then(unwrap)))
      .then((parts) => callback(null, parts.reduce<ResourceKey>(mergeTexts, {})))
      .catch((error: unknown) => callback(error as Error, null));
  },
};

/**
 * The platform's one i18next instance. It lives in @grovekeeper/shared, which federation
 * shares as a singleton (like the token store), so the shell and every remote translate with
 * it and a language change reaches every remote at once. Remotes never create their own.
 */
export const i18n = i18next.createInstance();

const initialLoad: Promise<unknown> = i18n
  .use(registryBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  })
  .catch(() => undefined);

/**
 * Each namespace's reloads, one after the other: a reload asked while a load of the same
 * language and namespace is in flight joins that load (i18next) and would miss the part just
 * registered, so the next reload starts only once the previous load has settled.
 */
const reloads = new Map<string, Promise<unknown>>();

function applyLanguage(language: string): void {
  const lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  setFormatLocale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/**
 * Makes `namespace`'s texts known: English at once (bundled with the caller's code), other
 * languages loaded on demand through `load` (a dynamic import, so each language is a chunk of
 * the caller's own build). Call it once at module level in each package's i18n entry.
 */
export function registerNamespace(
  namespace: string,
  english: ResourceKey,
  load: NamespaceLoader,
): void {
  i18n.addResourceBundle('en', namespace, english, true, false);
  const list = loaders.get(namespace) ?? [];
  if (!list.includes(load)) list.push(load);
  loaders.set(namespace, list);
  const known = i18n.options.ns;
  const namespaces = Array.isArray(known) ? known : known ? [known] : [];
  if (!namespaces.includes(namespace)) i18n.options.ns = [...namespaces, namespace];
  // Already showing another language: fetch this part's texts in it now (a namespace with
  // two parts, like common, is fetched again whole).
  if (i18n.language !== FALLBACK_LANGUAGE && isLanguage(i18n.language)) {
    const next = (reloads.get(namespace) ?? initialLoad)
      .then(() => i18n.reloadResources([i18n.language], [namespace]))
      .catch(() => undefined);
    reloads.set(namespace, next);
  }
}

/** The language the product speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/**
 * Switches every text, format and `<html lang>` to `language`, once its texts have loaded,
 * and remembers it on this browser. Saving it on the profile is the caller's (useLanguage).
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
}

/** Loads the current language's texts of every namespace known so far (before a first render). */
export async function loadCurrentLanguage(): Promise<void> {
  const known = i18n.options.ns;
  const namespaces = Array.isArray(known) ? known : known ? [known] : [];
  await i18n.loadNamespaces(namespaces);
  await Promise.all(reloads.values());
}

// The shared design system's part of `common` (the shell adds its own part).
registerNamespace('common', enCommon, (language) => import(`./locales/${language}.json`));
