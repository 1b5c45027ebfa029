export interface TreeLocationRoute {
  /** `/estates/:estateId/trees/:treeId/location` */
  estateId?: string;
  /** `/estates/:estateId/trees/:treeId/location` and `/trees/:treeId/location` */
  treeId?: string;
  /** `/tag/:guid/location`: the guid is the tree id. */
  guid?: string;
}

/**
 * Where the tree location page goes back to by default: the page it was opened from.
 * The tag route returns to the tag page a phone opened from the printed code.
 */
export function treePagePath({ estateId, treeId, guid }: TreeLocationRoute): string {
  if (guid !== undefined) return `/trees/${guid}/tag`;
  if (estateId !== undefined) return `/estates/${estateId}/trees/${treeId ?? ''}`;
  return `/trees/${treeId ?? ''}`;
}
