import { registerNamespace } from '@grovekeeper/shared';
import en from './contracts-list/en.json';

// The `contracts` texts of contracts-list only: bundled with the pages that show them, not the first load.
registerNamespace('contracts', en, (language) => import(`./contracts-list/${language}.json`));
