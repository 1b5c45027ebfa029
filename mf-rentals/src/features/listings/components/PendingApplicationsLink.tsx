import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';

/** The owner's count of pending applications, linking to that rental's applications. */
export function PendingApplicationsLink({ rentalId, count }: { rentalId: string; count: number }) {
  const { t } = useT();
  return (
    <Link
      component={RouterLink}
      to={`/rentals/${rentalId}/applications`}
      variant="body2"
      sx={{ fontWeight: 600 }}
    >
      {t('common.pendingApplications', { count })}
    </Link>
  );
}
