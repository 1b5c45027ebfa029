import { registerNamespace } from '@grovekeeper/shared';
import en from './listings/en.json';

// The `rentals` texts of listings only: bundled with the pages that show them, not the first load.
registerNamespace('rentals', en, (language) => import(`./listings/${language}.json`));
