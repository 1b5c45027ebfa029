import { registerNamespace } from '@grovekeeper/shared';
import en from './job-listings/en.json';

// The `workforce` texts of job-listings only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./job-listings/${language}.json`));
