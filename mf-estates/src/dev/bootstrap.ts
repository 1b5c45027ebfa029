import { startHarness } from '@grovekeeper/shared/harness';
import EstatesRoutes from '../exposes/routes';

// `npm run dev -w mf-estates`: this remote alone, in the thin harness, against the API on :4000.
void startHarness('mf-estates', EstatesRoutes);
