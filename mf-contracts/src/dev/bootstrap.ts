import { startHarness } from '@grovekeeper/shared/harness';
import ContractsRoutes from '../exposes/routes';

// `npm run dev -w mf-contracts`: this remote alone, in the thin harness, against the API on :4000.
void startHarness('mf-contracts', ContractsRoutes);
