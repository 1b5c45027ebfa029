/**
 * The rentals domain's public face. app.ts mounts the routes; the estates domain asks
 * `prepareEstateDeletion` (its registered deletion guard) inside its transaction; the
 * contracts domain calls `markListingRented` and `rejectOtherPendingApplications` inside
 * its signing transaction, and its scheduled job `relistListing` when a contract
 * completes. Nothing else of rentals is imported from outside.
 */
export { rentalsRoutes } from './routes';
export type { RentalsOptions } from './routes';
export { prepareEstateDeletion } from './estate-deletion';
export {
  markListingRented,
  rejectOtherPendingApplications,
  relistListing,
} from './applications/repository';
