import { i18n, registerNamespace, useTranslation } from '@grovekeeper/shared';
import type { TFunction } from '@grovekeeper/shared';
import en from './locales/en.json';

/**
 * The shell owns `common`: its frame's and pages' texts are one part of it, the shared design
 * system's the other (shared/src/i18n/locales); both merge into the one namespace.
 */
export const NS = 'common';

registerNamespace(NS, en, (language) => import(`./locales/${language}.json`));

/**
 * `const { t } = useT();` in a component: the shell's texts in the current language.
 * `useT({ useSuspense: false })` where no Suspense boundary is above (the start-up error).
 */
export function useT(options?: { useSuspense?: boolean }) {
  return useTranslation(NS, options);
}

/** Outside components: a text in the current language. */
export const t: TFunction = i18n.getFixedT(null, NS);
