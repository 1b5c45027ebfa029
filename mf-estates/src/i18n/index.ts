import { useState } from 'react';
import { i18n, registerNamespace, useTranslation } from '@grovekeeper/shared';
import type { TFunction } from '@grovekeeper/shared';
import en from './locales/en.json';

/** This remote's namespace: its texts ship with its own build (English inside, others as chunks). */
export const NS = 'estates';

registerNamespace(NS, en, (language) => import(`./locales/${language}.json`));

/** `const { t } = useT();` in a component: this remote's texts in the current language. */
export function useT() {
  return useTranslation(NS);
}

/** Outside components (toasts, validation): a text in the current language. */
export const t: TFunction = i18n.getFixedT(null, NS);

/**
 * A load's fallback message (`useLoad(load, fallback)`), in the language the screen opened
 * in and fixed from then on: useLoad loads again when its fallback changes, and a language
 * change must not reload a screen (nor drop what is being edited on it). Write the key with
 * i18nKey so the key check sees it.
 */
export function useLoadFallback(key: string): string {
  const { t: translate } = useT();
  const [text] = useState(() => translate(key));
  return text;
}
