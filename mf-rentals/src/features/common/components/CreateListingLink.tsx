import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The main call to action of the owner's screens: Create Listing, to /rentals/create. */
export function CreateListingLink() {
  return (
    <Button component={RouterLink} to="/rentals/create" variant="contained" startIcon={<AddIcon />}>
      Create Listing
    </Button>
  );
}
