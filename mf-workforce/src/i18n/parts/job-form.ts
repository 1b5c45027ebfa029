import { registerNamespace } from '@grovekeeper/shared';
import en from './job-form/en.json';

// The `workforce` texts of job-form only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./job-form/${language}.json`));
