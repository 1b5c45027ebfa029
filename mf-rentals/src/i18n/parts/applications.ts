import { registerNamespace } from '@grovekeeper/shared';
import en from './applications/en.json';

// The `rentals` texts of applications only: bundled with the pages that show them, not the first load.
registerNamespace('rentals', en, (language) => import(`./applications/${language}.json`));
