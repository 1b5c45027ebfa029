import { registerNamespace } from '@grovekeeper/shared';
import en from './my-job-listings/en.json';

// The `workforce` texts of my-job-listings only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./my-job-listings/${language}.json`));
