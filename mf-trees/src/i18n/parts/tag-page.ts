import { registerNamespace } from '@grovekeeper/shared';
import en from './tag-page/en.json';

// The `trees` texts of tag-page only: bundled with the pages that show them, not the first load.
registerNamespace('trees', en, (language) => import(`./tag-page/${language}.json`));
