import { registerNamespace } from '@grovekeeper/shared';
import en from './detail/en.json';

// The `estates` texts of detail only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./detail/${language}.json`));
