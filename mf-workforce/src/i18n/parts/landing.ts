import { registerNamespace } from '@grovekeeper/shared';
import en from './landing/en.json';

// The `workforce` texts of landing only: bundled with the pages that show them, not the first load.
registerNamespace('workforce', en, (language) => import(`./landing/${language}.json`));
