import { startHarness } from '@grovekeeper/shared/harness';
import RentalsRoutes from '../exposes/routes';

// `npm run dev -w mf-rentals`: this remote alone, in the thin harness, against the API on :4000.
void startHarness('mf-rentals', RentalsRoutes);
