import { registerNamespace } from '@grovekeeper/shared';
import en from './profile/en.json';

// The `common` texts of profile only: bundled with the pages that show them, not the first load.
registerNamespace('common', en, (language) => import(`./profile/${language}.json`));
