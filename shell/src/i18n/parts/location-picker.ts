import { registerNamespace } from '@grovekeeper/shared';
import en from './location-picker/en.json';

// The `common` texts of the location picker's header slot: bundled with it, not the first load.
registerNamespace('common', en, (language) => import(`./location-picker/${language}.json`));
