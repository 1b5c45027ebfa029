import { startHarness } from '@grovekeeper/shared/harness';
import TreesRoutes from '../exposes/routes';

// `npm run dev -w mf-trees`: this remote alone, in the thin harness, against the API on :4000.
void startHarness('mf-trees', TreesRoutes);
