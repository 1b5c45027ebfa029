import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from './instance';

/**
 * The shared design system's texts (its part of `common`, in ./locales). Inside shared's own
 * main entry only: the `filters` and `maps` entries are bundled into each remote, so they
 * reach the one instance through '@grovekeeper/shared' (`useTranslation`, `i18n.t`).
 */
export function useCommonT() {
  return useTranslation('common');
}

/** Outside components: a text of `common` in the current language, read when called. */
export const t: TFunction = i18n.getFixedT(null, 'common');
