import { registerNamespace } from '@grovekeeper/shared';
import en from './print/en.json';

// The `estates` texts of print only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./print/${language}.json`));
