import { registerNamespace } from '@grovekeeper/shared';
import en from './estatesMap/en.json';

// The `estates` texts of estatesMap only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./estatesMap/${language}.json`));
