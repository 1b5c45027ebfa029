import { registerNamespace } from '@grovekeeper/shared';
import en from './my-workers/en.json';

// The `workforce` texts of my-workers only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./my-workers/${language}.json`));
