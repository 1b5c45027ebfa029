import { i18nKey } from '@grovekeeper/shared';
import type { RemoteName } from '@grovekeeper/shared';

/** How a person names each remote's part of the product, for the "unavailable" card (keys). */
export const SECTION_NAMES: Record<RemoteName, string> = {
  mf_estates: i18nKey('remotes.sections.estates'),
  mf_trees: i18nKey('remotes.sections.trees'),
  mf_rentals: i18nKey('remotes.sections.rentals'),
  mf_contracts: i18nKey('remotes.sections.contracts'),
  mf_workforce: i18nKey('remotes.sections.workforce'),
};
