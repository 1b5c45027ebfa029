import { registerNamespace } from '@grovekeeper/shared';
import en from './offline/en.json';

// The `trees` texts of working without signal (tagging and tree pages): not the first load.
registerNamespace('trees', en, (language) => import(`./offline/${language}.json`));
