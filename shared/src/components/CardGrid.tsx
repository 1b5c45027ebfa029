import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** The breakpoint from which the grid shows two cards a row (one below it, on phones). */
  twoFrom?: Breakpoint;
  /** The breakpoint from which the grid shows three cards a row. */
  threeFrom?: Breakpoint;
}

/** Cards in a grid: one a row on phones, then two, then three on wide screens. */
export function CardGrid({ children, twoFrom = 'md', threeFrom = 'xl' }: CardGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          [twoFrom]: 'repeat(2, 1fr)',
          [threeFrom]: 'repeat(3, 1fr)',
        },
      }}
    >
      {children}
    </Box>
  );
}
