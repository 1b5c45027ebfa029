import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface BackLinkProps {
  to: string;
  /** The words on the link, e.g. 'Back to Rentals'. */
  children: ReactNode;
}

/** A page header's way back: a text button with an arrow, as a real link (opens in a new tab too). */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />}>
      {children}
    </Button>
  );
}
