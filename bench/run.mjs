// `npm run bench`: every benchmark, one table each. Pick some with arguments:
//   npm run bench -- build first-load api
import { benchApi } from './api-load.mjs';
import { benchBuildTime } from './build-time.mjs';
import { benchDetection } from './detection.mjs';
import { benchDetectionReal } from './detection-real.mjs';
import { benchEstatePage } from './estate-page.mjs';
import { benchEstates } from './estates.mjs';
import { benchEstatesMap } from './estates-map.mjs';
import { benchFirstLoad } from './first-load.mjs';
import { benchLive } from './live.mjs';
import { benchLoad } from './load.mjs';
import { benchOfflineSync } from './offline-sync.mjs';
import { benchPhone } from './phone.mjs';
import { benchPrintSheet } from './print-sheet.mjs';
import { benchRentals } from './rentals.mjs';
import { benchReports } from './reports.mjs';
import { benchTrees } from './trees.mjs';
import { benchTreeImport } from './tree-import.mjs';
import { benchWorkforce } from './workforce.mjs';

const all = {
  build: benchBuildTime,
  'first-load': benchFirstLoad,
  phone: benchPhone,
  api: benchApi,
  estates: benchEstates,
  'estate-page': benchEstatePage,
  'print-sheet': benchPrintSheet,
  trees: benchTrees,
  'tree-import': benchTreeImport,
  'offline-sync': benchOfflineSync,
  detection: benchDetection,
  'detection-real': benchDetectionReal,
  rentals: benchRentals,
  'estates-map': benchEstatesMap,
  reports: benchReports,
  workforce: benchWorkforce,
  load: benchLoad,
  live: benchLive,
};
const chosen = process.argv.slice(2).filter((name) => name in all);
for (const name of chosen.length ? chosen : Object.keys(all)) {
  await all[name]();
}
