import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface FactListProps {
  children: ReactNode;
  /** How many columns from the `sm` breakpoint on (two below it, on phones). */
  columns?: number;
}

/** A grid of `Fact`s: two columns on phones, `columns` on wider screens. */
export function FactList({ children, columns = 4 }: FactListProps) {
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
