import AssignmentIcon from '@mui/icons-material/Assignment';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATIONS_PATH } from '../../common/utils/messages';

export function ViewApplicationsButton({
  variant = 'outlined',
}: {
  variant?: 'outlined' | 'contained';
}) {
  return (
    <Button
      component={RouterLink}
      to={APPLICATIONS_PATH}
      variant={variant}
      startIcon={<AssignmentIcon />}
    >
      View Applications
    </Button>
  );
}
