import { registerNamespace } from '@grovekeeper/shared';
import en from './reports/en.json';

// The `common` texts of reports only: bundled with the pages that show them, not the first load.
registerNamespace('common', en, (language) => import(`./reports/${language}.json`));
