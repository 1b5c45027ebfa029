import AssignmentIcon from '@mui/icons-material/Assignment';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATIONS_PATH } from '../../common/utils/messages';
import { useT } from '../../../i18n';

export function ViewApplicationsButton({
  variant = 'outlined',
}: {
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useT();
  return (
    <Button
      component={RouterLink}
      to={APPLICATIONS_PATH}
      variant={variant}
      startIcon={<AssignmentIcon />}
    >
      {t('common.viewApplications')}
    </Button>
  );
}
