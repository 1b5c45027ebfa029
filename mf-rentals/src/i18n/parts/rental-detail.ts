import { registerNamespace } from '@grovekeeper/shared';
import en from './rental-detail/en.json';

// The `rentals` texts of rental-detail only: bundled with the pages that show them, not the first load.
registerNamespace('rentals', en, (language) => import(`./rental-detail/${language}.json`));
