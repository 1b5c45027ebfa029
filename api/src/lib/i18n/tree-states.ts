import type { TreeState } from '@grovekeeper/constants';

/**
 * The tree states in Greek, as the Greek CSV export writes them and the tree import reads
 * them back (the web apps' own words are in their locale files).
 */
export const GREEK_TREE_STATES: Readonly<Record<TreeState, string>> = {
  healthy: 'Υγιές',
  pruned: 'Κλαδεμένο',
  watered: 'Ποτισμένο',
  sick: 'Άρρωστο',
  burned: 'Καμένο',
  destroyed: 'Κατεστραμμένο',
  ready_to_harvest: 'Έτοιμο για συγκομιδή',
};
