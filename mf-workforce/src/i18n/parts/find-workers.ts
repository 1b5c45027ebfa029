import { registerNamespace } from '@grovekeeper/shared';
import en from './find-workers/en.json';

// The `workforce` texts of find-workers only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./find-workers/${language}.json`));
