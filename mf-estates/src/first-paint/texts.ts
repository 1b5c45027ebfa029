// The dashboard's words for its first paint: the remote's own files, without i18next. Read
// one by one, so webpack bundles only these parts of each file.
import type { FirstPaintLanguage, Texts } from '@grovekeeper/shared/first-paint';
import en from '../i18n/locales/en.json';
import el from '../i18n/locales/el.json';

export const TEXTS: Record<FirstPaintLanguage, Texts> = {
  en: {
    dashboard: { title: en.dashboard.title, subtitle: en.dashboard.subtitle },
    estates: { add: en.estates.add },
  },
  el: {
    dashboard: { title: el.dashboard.title, subtitle: el.dashboard.subtitle },
    estates: { add: el.estates.add },
  },
};
