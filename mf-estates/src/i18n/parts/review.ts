import { registerNamespace } from '@grovekeeper/shared';
import en from './review/en.json';

// The `estates` texts of the detection review only: bundled with the pages that show it, not the first load.
registerNamespace('estates', en, (language) => import(`./review/${language}.json`));
