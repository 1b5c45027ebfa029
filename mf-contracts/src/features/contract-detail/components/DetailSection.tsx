import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface DetailSectionProps {
  /** Used for the heading's id, the section's accessible name and test ids. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  highlighted?: boolean;
}

/** A titled card of the contract page; a landmark region named by its heading. */
export function DetailSection({ id, title, actions, children, highlighted }: DetailSectionProps) {
  const headingId = `contracts:${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`contracts:${id}`}
      sx={highlighted ? { border: 2, borderColor: 'warning.main' } : undefined}
    >
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography id={headingId} variant="h3" component="h2">
            {title}
          </Typography>
          {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
