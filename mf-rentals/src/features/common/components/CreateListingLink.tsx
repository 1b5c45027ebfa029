import { AddLink } from '@grovekeeper/shared';

/** The main call to action of the owner's screens: Create Listing, to /rentals/create. */
export function CreateListingLink() {
  return <AddLink to="/rentals/create">Create Listing</AddLink>;
}
