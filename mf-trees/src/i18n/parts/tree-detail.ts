import { registerNamespace } from '@grovekeeper/shared';
import en from './tree-detail/en.json';

// The `trees` texts of tree-detail only: bundled with the pages that show them, not the first load.
registerNamespace('trees', en, (language) => import(`./tree-detail/${language}.json`));
