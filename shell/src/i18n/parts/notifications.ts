import { registerNamespace } from '@grovekeeper/shared';
import en from './notifications/en.json';

// The `common` texts of the notification menu and page: bundled with them, not the first load.
registerNamespace('common', en, (language) => import(`./notifications/${language}.json`));
