import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A grid of `JobFact`s: two columns on phones, `columns` on wider screens. */
export function JobFactList({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 2,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
