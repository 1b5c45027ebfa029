import { registerNamespace } from '@grovekeeper/shared';
import en from './picker/en.json';

// The `estates` texts of picker only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./picker/${language}.json`));
