import { registerNamespace } from '@grovekeeper/shared';
import en from './print-label/en.json';

// The `trees` texts of print-label only: bundled with the pages that show them, not the first load.
registerNamespace('trees', en, (language) => import(`./print-label/${language}.json`));
