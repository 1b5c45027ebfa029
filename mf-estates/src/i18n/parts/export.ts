import { registerNamespace } from '@grovekeeper/shared';
import en from './export/en.json';

// The `estates` texts of the export menus: bundled with the estate pages, not the first load.
registerNamespace('estates', en, (language) => import(`./export/${language}.json`));
