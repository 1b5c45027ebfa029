import { registerNamespace } from '@grovekeeper/shared';
import en from './history/en.json';

// The `trees` texts of the History tab only: bundled with it, not the first load.
registerNamespace('trees', en, (language) => import(`./history/${language}.json`));
