import { registerNamespace } from '@grovekeeper/shared';
import en from './offline/en.json';

// The `common` texts of the offline engine (@grovekeeper/shared/offline) only: bundled with
// the lazy chunks that load it, not the first-load shared chunk.
registerNamespace('common', en, (language) => import(`./offline/${language}.json`));
