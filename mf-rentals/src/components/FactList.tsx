import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A grid of `Fact`s: two columns on phones, more on wider screens. */
export function FactList({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
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
