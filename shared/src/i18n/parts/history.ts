import { registerNamespace } from '@grovekeeper/shared';
import en from './history/en.json';

// The `common` texts of the history sentences (@grovekeeper/shared/history) only: bundled with
// the tree page's History tab and the estate page's Recent changes, not the first-load chunk.
registerNamespace('common', en, (language) => import(`./history/${language}.json`));
