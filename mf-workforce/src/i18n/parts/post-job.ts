import { registerNamespace } from '@grovekeeper/shared';
import en from './post-job/en.json';

// The `workforce` texts of post-job only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./post-job/${language}.json`));
