import { startHarness } from '@grovekeeper/shared/harness';
import WorkforceRoutes from '../exposes/routes';

// `npm run dev -w mf-workforce`: this remote alone, in the thin harness, against the API on :4000.
void startHarness('mf-workforce', WorkforceRoutes);
