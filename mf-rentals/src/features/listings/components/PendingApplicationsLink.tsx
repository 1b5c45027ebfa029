import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** The owner's count of pending applications, linking to that rental's applications. */
export function PendingApplicationsLink({ rentalId, count }: { rentalId: string; count: number }) {
  return (
    <Link
      component={RouterLink}
      to={`/rentals/${rentalId}/applications`}
      variant="body2"
      sx={{ fontWeight: 600 }}
    >
      {count === 1 ? '1 pending application' : `${count} pending applications`}
    </Link>
  );
}
