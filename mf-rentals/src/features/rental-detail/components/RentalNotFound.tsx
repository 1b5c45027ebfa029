import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';

/** A listing that does not exist or is not visible to this person. */
export function RentalNotFound() {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title="Rental Not Found"
      description="This rental listing does not exist or is no longer available."
      action={
        <Button component={RouterLink} to="/rentals" variant="contained">
          Back to Rentals
        </Button>
      }
    />
  );
}
