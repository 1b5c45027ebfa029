export interface HeaderTitle {
  title: string;
  subtitle?: string;
}

/** The product name: the header's title on every path the spec does not name. */
export const PRODUCT_NAME = 'Grovekeeper';

/** Exact paths with their own title (and, where the spec gives one, a subtitle). */
const EXACT: Record<string, HeaderTitle> = {
  '/': {
    title: 'Dashboard',
    subtitle: "Welcome back! Here's what's happening with your estates today.",
  },
  '/estates': {
    title: 'Estates Overview',
    subtitle: 'Manage and monitor all your agricultural estates',
  },
  '/map': { title: 'Map View', subtitle: 'Visualize estates and trees on the map' },
  '/wizard': { title: 'Add Estate', subtitle: 'Create a new estate and set up its properties' },
  '/location-picker': {
    title: 'Draw Estate Boundaries',
    subtitle: 'Define your property boundaries on the map',
  },
  '/rentals': { title: 'Rental Listings' },
  '/rentals/applications': { title: 'Rental Applications' },
  '/workforce/workers': { title: 'For Workers' },
  '/workforce/owners': { title: 'For Estate Owners' },
  '/workforce/job-listings': { title: 'Browse Jobs' },
  '/workforce/find-workers': { title: 'Find Workers' },
};

/**
 * Segments under /rentals/ that are pages of their own, not a rental's id, so they do not
 * get 'Rental Details' (the spec's prefix is /rentals/{id}). /rentals/applications has its
 * own exact title above; the others fall back to the product name.
 */
const RENTAL_PAGES = new Set(['applications', 'create', 'legacy', 'edit']);

/** Prefixes /section/{id}[/...] and their title. */
const DETAIL_PREFIXES: ReadonlyArray<{ section: string; title: string; notIds?: Set<string> }> = [
  { section: 'estates', title: 'Estate Details' },
  { section: 'trees', title: 'Tree Details' },
  { section: 'rentals', title: 'Rental Details', notIds: RENTAL_PAGES },
];

/**
 * The header's title and subtitle for a path, as the spec lists them: exact paths first,
 * then the detail prefixes, else the product name. A trailing slash is ignored.
 */
export function headerTitleFor(pathname: string): HeaderTitle {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  const exact = EXACT[path];
  if (exact) return exact;

  const [, section, id] = path.split('/');
  const prefix = DETAIL_PREFIXES.find((candidate) => candidate.section === section);
  if (prefix && id && !prefix.notIds?.has(id)) return { title: prefix.title };

  return { title: PRODUCT_NAME };
}
