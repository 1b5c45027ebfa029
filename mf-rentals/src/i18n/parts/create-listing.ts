import { registerNamespace } from '@grovekeeper/shared';
import en from './create-listing/en.json';

// The `rentals` texts of create-listing only: bundled with the pages that show them, not the first load.
registerNamespace('rentals', en, (language) => import(`./create-listing/${language}.json`));
