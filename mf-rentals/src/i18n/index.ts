import { i18n, registerNamespace, useTranslation } from '@grovekeeper/shared';
import type { TFunction } from '@grovekeeper/shared';
import en from './locales/en.json';

/** This remote's namespace: its texts ship with its own build (English inside, others as chunks). */
export const NS = 'rentals';

registerNamespace(NS, en, (language) => import(`./locales/${language}.json`));

/** `const { t } = useT();` in a component: this remote's texts in the current language. */
export function useT() {
  return useTranslation(NS);
}

/** Outside components (toasts, validation): a text in the current language. */
export const t: TFunction = i18n.getFixedT(null, NS);
