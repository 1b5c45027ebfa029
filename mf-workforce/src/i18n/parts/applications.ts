import { registerNamespace } from '@grovekeeper/shared';
import en from './applications/en.json';

// The `workforce` texts of applications only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./applications/${language}.json`));
