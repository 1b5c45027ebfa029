import { registerNamespace } from '@grovekeeper/shared';
import en from './team/en.json';

// The `estates` texts of the Team tab and the invitation page: bundled with them, not the first load.
registerNamespace('estates', en, (language) => import(`./team/${language}.json`));
