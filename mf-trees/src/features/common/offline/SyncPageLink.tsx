import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import '../../../i18n/parts/offline';

/** "Open the Sync page": where waiting, failed and conflicting changes are listed. */
export function SyncPageLink({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <Link component={RouterLink} to="/sync" sx={{ fontWeight: 600 }}>
      {children ?? t('offline.openSync')}
    </Link>
  );
}
