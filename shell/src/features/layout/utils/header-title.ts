import { i18nKey } from '@grovekeeper/shared';
import { t } from '../../../i18n';

export interface HeaderTitle {
  title: string;
  subtitle?: string;
}

/** The product name: the header's title on every path the spec does not name. */
export const PRODUCT_NAME = 'Grovekeeper';

/** Exact paths with their own title (and, where the spec gives one, a subtitle): text keys. */
const EXACT: Record<string, HeaderTitle> = {
  '/': { title: i18nKey('pages.dashboard.title'), subtitle: i18nKey('pages.dashboard.subtitle') },
  '/estates': {
    title: i18nKey('pages.estates.title'),
    subtitle: i18nKey('pages.estates.subtitle'),
  },
  '/map': { title: i18nKey('pages.map.title'), subtitle: i18nKey('pages.map.subtitle') },
  '/wizard': { title: i18nKey('pages.wizard.title'), subtitle: i18nKey('pages.wizard.subtitle') },
  '/location-picker': {
    title: i18nKey('pages.locationPicker.title'),
    subtitle: i18nKey('pages.locationPicker.subtitle'),
  },
  '/rentals': { title: i18nKey('pages.rentals.title') },
  '/rentals/applications': { title: i18nKey('pages.rentalApplications.title') },
  '/workforce/workers': { title: i18nKey('pages.workforceWorkers.title') },
  '/workforce/owners': { title: i18nKey('pages.workforceOwners.title') },
  '/workforce/job-listings': { title: i18nKey('pages.jobListings.title') },
  '/workforce/find-workers': { title: i18nKey('pages.findWorkers.title') },
};

/**
 * Segments under /rentals/ that are pages of their own, not a rental's id, so they do not
 * get 'Rental Details' (the spec's prefix is /rentals/{id}). /rentals/applications has its
 * own exact title above; the others fall back to the product name.
 */
const RENTAL_PAGES = new Set(['applications', 'create', 'legacy', 'edit']);

/** Prefixes /section/{id}[/...] and their title's key. */
const DETAIL_PREFIXES: ReadonlyArray<{ section: string; title: string; notIds?: Set<string> }> = [
  { section: 'estates', title: i18nKey('pages.estateDetails.title') },
  { section: 'trees', title: i18nKey('pages.treeDetails.title') },
  { section: 'rentals', title: i18nKey('pages.rentalDetails.title'), notIds: RENTAL_PAGES },
];

/**
 * The header's title and subtitle for a path, as the spec lists them: exact paths first,
 * then the detail prefixes, else the product name. A trailing slash is ignored. The texts
 * are in the current language (read at each call: the language can change).
 */
export function headerTitleFor(pathname: string): HeaderTitle {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  const exact = EXACT[path];
  if (exact) {
    return exact.subtitle
      ? { title: t(exact.title), subtitle: t(exact.subtitle) }
      : { title: t(exact.title) };
  }

  const [, section, id] = path.split('/');
  const prefix = DETAIL_PREFIXES.find((candidate) => candidate.section === section);
  if (prefix && id && !prefix.notIds?.has(id)) return { title: t(prefix.title) };

  return { title: PRODUCT_NAME };
}
