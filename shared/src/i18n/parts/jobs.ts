import { registerNamespace } from '@grovekeeper/shared';
import en from './jobs/en.json';

// The `common` texts of the job progress (@grovekeeper/shared/jobs) only: bundled with the
// pages that start jobs, not the first-load chunk.
registerNamespace('common', en, (language) => import(`./jobs/${language}.json`));
