import { registerNamespace } from '@grovekeeper/shared';
import en from './tree-tagging/en.json';

// The `trees` texts of tree-tagging only: bundled with the pages that show them, not the first load.
registerNamespace('trees', en, (language) => import(`./tree-tagging/${language}.json`));
