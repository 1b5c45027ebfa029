import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';
import { changeLocationPath } from '../../common/utils/tree-urls';

/** Opens the tree's location picker, which comes back here (same tab) when done. */
export function ChangeLocationLink() {
  const { t } = useT();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={changeLocationPath(location.pathname, location.search)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
    >
      <EditLocationAltIcon fontSize="small" aria-hidden />
      {t('details.changeLocation')}
    </Link>
  );
}
