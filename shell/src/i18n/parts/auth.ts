import { registerNamespace } from '@grovekeeper/shared';
import en from './auth/en.json';

// The `common` texts of auth only: bundled with the pages that show them, not the first load.
registerNamespace('common', en, (language) => import(`./auth/${language}.json`));
