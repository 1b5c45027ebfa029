import { registerNamespace } from '@grovekeeper/shared';
import en from './add-tree/en.json';

// The `trees` texts of add-tree only: bundled with the pages that show them, not the first load.
registerNamespace('trees', en, (language) => import(`./add-tree/${language}.json`));
