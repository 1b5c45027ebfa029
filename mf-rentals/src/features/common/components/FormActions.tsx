import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A form's buttons: at the end of the row, stacked (main action on top) on phones. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}
