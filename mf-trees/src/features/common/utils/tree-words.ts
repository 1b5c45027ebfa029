import { i18nKey, isTreeState, LEGACY_STATE_LABELS } from '@grovekeeper/shared';
import type { TFunction } from '@grovekeeper/shared';

/**
 * A tree state in the reader's language: the seven states by key; the legacy labels of older
 * records ('Diseased') read as they are in English and in the reader's words elsewhere; unknown
 * values as they are, 'Unknown' when empty. The value sent to the API never changes.
 */
export function treeStateText(t: TFunction, state: string | null | undefined): string {
  if (!state) return t('states.unknown');
  if (isTreeState(state)) return t(`states.${state}`);
  if (Object.prototype.hasOwnProperty.call(LEGACY_STATE_LABELS, state)) {
    return t(`legacyStates.${state}`);
  }
  return state;
}

/** The product's tree categories (stored in English) and the key of their words. */
const CATEGORY_KEYS: Record<string, string> = {
  'Olive Tree': i18nKey('categories.oliveTree'),
  'Orange Tree': i18nKey('categories.orangeTree'),
  'Lemon Tree': i18nKey('categories.lemonTree'),
  'Almond Tree': i18nKey('categories.almondTree'),
  'Fig Tree': i18nKey('categories.figTree'),
  'Citrus Tree': i18nKey('categories.citrusTree'),
  'Apple Tree': i18nKey('categories.appleTree'),
  'Pear Tree': i18nKey('categories.pearTree'),
  'Cherry Tree': i18nKey('categories.cherryTree'),
  'Peach Tree': i18nKey('categories.peachTree'),
  'Plum Tree': i18nKey('categories.plumTree'),
  'Pomegranate Tree': i18nKey('categories.pomegranateTree'),
  'Walnut Tree': i18nKey('categories.walnutTree'),
  Other: i18nKey('categories.other'),
};

/** A category as the reader reads it; one the product does not know shows as it is. */
export function categoryText(t: TFunction, category: string): string {
  const key = Object.prototype.hasOwnProperty.call(CATEGORY_KEYS, category)
    ? CATEGORY_KEYS[category]
    : undefined;
  return key ? t(key) : category;
}
