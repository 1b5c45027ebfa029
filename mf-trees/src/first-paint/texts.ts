// The texts of the first paint: the remote's own words (the same files its React pages read),
// without i18next.
import en from '../i18n/locales/en.json';
import el from '../i18n/locales/el.json';
import tagEn from '../i18n/parts/tag-page/en.json';
import tagEl from '../i18n/parts/tag-page/el.json';
import taggingEn from '../i18n/parts/tree-tagging/en.json';
import taggingEl from '../i18n/parts/tree-tagging/el.json';

import type { FirstPaintLanguage, Texts } from '@grovekeeper/shared/first-paint';

/**
 * The sections the first paint shows, read one by one: webpack then bundles only these parts
 * of each file (its JSON tree shaking follows static property reads, not an object passed on).
 */
export const TEXTS: Record<FirstPaintLanguage, Texts> = {
  en: {
    details: en.details,
    tabs: en.tabs,
    states: en.states,
    legacyStates: en.legacyStates,
    categories: en.categories,
    common: { notAvailable: en.common.notAvailable },
    tagPage: { editTree: tagEn.tagPage.editTree },
    tagging: {
      title: taggingEn.tagging.title,
      subtitle: taggingEn.tagging.subtitle,
      steps: taggingEn.tagging.steps,
      scanHeading: taggingEn.tagging.scanHeading,
      cameraHint: taggingEn.tagging.cameraHint,
    },
  },
  el: {
    details: el.details,
    tabs: el.tabs,
    states: el.states,
    legacyStates: el.legacyStates,
    categories: el.categories,
    common: { notAvailable: el.common.notAvailable },
    tagPage: { editTree: tagEl.tagPage.editTree },
    tagging: {
      title: taggingEl.tagging.title,
      subtitle: taggingEl.tagging.subtitle,
      steps: taggingEl.tagging.steps,
      scanHeading: taggingEl.tagging.scanHeading,
      cameraHint: taggingEl.tagging.cameraHint,
    },
  },
};
