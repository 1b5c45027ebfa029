import { registerNamespace } from '@grovekeeper/shared';
import en from './orthophoto/en.json';

// The `estates` texts of orthophoto only: bundled with the pages that show them, not the first load.
registerNamespace('estates', en, (language) => import(`./orthophoto/${language}.json`));
