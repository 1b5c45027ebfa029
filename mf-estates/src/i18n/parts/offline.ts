import { registerNamespace } from '@grovekeeper/shared';
import en from './offline/en.json';

// The `estates` texts of keeping an estate on the phone: loaded with the card, not the first load.
registerNamespace('estates', en, (language) => import(`./offline/${language}.json`));
