import { registerNamespace } from '@grovekeeper/shared';
import en from './edit-job/en.json';

// The `workforce` texts of edit-job only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./edit-job/${language}.json`));
