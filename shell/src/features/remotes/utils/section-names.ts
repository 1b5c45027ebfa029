import type { RemoteName } from '@grovekeeper/shared';

/** How a person names each remote's part of the product, for the "unavailable" card. */
export const SECTION_NAMES: Record<RemoteName, string> = {
  mf_estates: 'Estates',
  mf_trees: 'Trees',
  mf_rentals: 'Rentals',
  mf_contracts: 'Rental Contracts',
  mf_workforce: 'Workforce',
};
