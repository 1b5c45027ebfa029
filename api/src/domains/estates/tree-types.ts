/**
 * The tree types an estate is planted with (the wizard's values) and the category its
 * trees get.
 */

export const CATEGORY_BY_TREE_TYPE = {
  olive: 'Olive Tree',
  orange: 'Orange Tree',
  lemon: 'Lemon Tree',
  almond: 'Almond Tree',
  fig: 'Fig Tree',
  other: 'Other',
} as const;

export type TreeType = keyof typeof CATEGORY_BY_TREE_TYPE;
export const TREE_TYPES = Object.keys(CATEGORY_BY_TREE_TYPE) as TreeType[];

export function isTreeType(value: string): value is TreeType {
  return Object.prototype.hasOwnProperty.call(CATEGORY_BY_TREE_TYPE, value);
}

/** Categories for `count` new trees: the estate's types in turn (olive, fig, olive, fig...). */
export function categoriesFor(treeTypes: readonly string[], count: number): string[] {
  const categories = treeTypes.filter(isTreeType).map((type) => CATEGORY_BY_TREE_TYPE[type]);
  const cycle = categories.length > 0 ? categories : [CATEGORY_BY_TREE_TYPE.other];
  return Array.from({ length: count }, (_, index) => cycle[index % cycle.length] as string);
}
