import { registerNamespace } from '@grovekeeper/shared';
import en from './sync/en.json';

// The `common` texts of offline work and sync: bundled with the lazy sync parts, not the first load.
registerNamespace('common', en, (language) => import(`./sync/${language}.json`));
