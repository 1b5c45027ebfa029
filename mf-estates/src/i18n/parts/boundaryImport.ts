import { registerNamespace } from '@grovekeeper/shared';
import en from './boundaryImport/en.json';

// The `estates` texts of the boundary import: bundled with the wizard and the picker only.
registerNamespace('estates', en, (language) => import(`./boundaryImport/${language}.json`));
