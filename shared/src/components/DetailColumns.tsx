import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A detail screen's wide main column and its narrower side column (apply, owner actions),
 * one under the other on phones and tablets. `minmax(0, …)` lets long words wrap inside a
 * column instead of widening the page.
 */
export function DetailColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
