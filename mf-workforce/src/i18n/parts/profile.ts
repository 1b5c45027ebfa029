import { registerNamespace } from '@grovekeeper/shared';
import en from './profile/en.json';

// The `workforce` texts of profile only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./profile/${language}.json`));
