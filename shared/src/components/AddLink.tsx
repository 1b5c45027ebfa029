import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AddLinkProps {
  to: string;
  /** The words on the link, e.g. 'Create Listing'. */
  children: ReactNode;
}

/** A screen's main way to add a record: a contained button with a plus, as a real link. */
export function AddLink({ to, children }: AddLinkProps) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />}>
      {children}
    </Button>
  );
}
