import { registerNamespace } from '@grovekeeper/shared';
import en from './recent/en.json';

// The `estates` texts of the Recent changes card only: bundled with it, not the first load.
registerNamespace('estates', en, (language) => import(`./recent/${language}.json`));
