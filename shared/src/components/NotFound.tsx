import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';

export function NotFound() {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title="Page not found"
      description="The page you asked for does not exist or has moved."
      action={
        <Button component={RouterLink} to="/" variant="contained">
          Go to the dashboard
        </Button>
      }
    />
  );
}
