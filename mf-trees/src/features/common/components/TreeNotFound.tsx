import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';

export const TREE_NOT_FOUND = 'Tree not found';

export interface TreeNotFoundProps {
  backTo?: string;
  backLabel?: string;
}

/** A tree that does not exist (or is not visible to this person): say so, offer a way on. */
export function TreeNotFound({
  backTo = '/',
  backLabel = 'Go to the dashboard',
}: TreeNotFoundProps) {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={TREE_NOT_FOUND}
      description="This tree does not exist or has been removed. Check the link or the scanned code."
      action={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
