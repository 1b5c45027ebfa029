import { registerNamespace } from '@grovekeeper/shared';
import en from './treeImport/en.json';

// The `estates` texts of the tree import: bundled with its button on the estate page.
registerNamespace('estates', en, (language) => import(`./treeImport/${language}.json`));
