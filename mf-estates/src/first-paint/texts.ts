// The dashboard's words for its first paint: the remote's own files, without i18next. Read
// one by one, so webpack bundles only these parts of each file (a helper that takes the file
// as an argument would bundle all of it: the two languages are written out on purpose).
import type { FirstPaintLanguage, Texts } from '@grovekeeper/shared/first-paint';
import en from '../i18n/locales/en.json';
import el from '../i18n/locales/el.json';

export const TEXTS: Record<FirstPaintLanguage, Texts> = {
  en: {
    dashboard: { title: en.dashboard.title, subtitle: en.dashboard.subtitle },
    summary: en.summary,
    actionRequired: en.actionRequired,
    estates: {
      add: en.estates.add,
      heading: en.estates.heading,
      empty: en.estates.empty,
      card: en.estates.card,
    },
    values: { treeTypeChips: en.values.treeTypeChips },
  },
  el: {
    dashboard: { title: el.dashboard.title, subtitle: el.dashboard.subtitle },
    summary: el.summary,
    actionRequired: el.actionRequired,
    estates: {
      add: el.estates.add,
      heading: el.estates.heading,
      empty: el.estates.empty,
      card: el.estates.card,
    },
    values: { treeTypeChips: el.values.treeTypeChips },
  },
};
