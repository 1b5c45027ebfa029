import { registerNamespace } from '@grovekeeper/shared';
import en from './wizard/en.json';

// The `estates` texts of wizard only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./wizard/${language}.json`));
