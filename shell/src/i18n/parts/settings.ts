import { registerNamespace } from '@grovekeeper/shared';
import en from './settings/en.json';

// The `common` texts of settings only: bundled with the pages that show them, not the first load.
registerNamespace('common', en, (language) => import(`./settings/${language}.json`));
