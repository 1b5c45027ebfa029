import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface JobDetailSectionProps {
  title: string;
  /** Shown, greyed, when there is nothing to show. */
  emptyText: string;
  children?: ReactNode;
  /** Whether `children` holds anything; free text keeps its line breaks. */
  empty: boolean;
}

/** One titled block of the job detail (description, skills, benefits, requirements, notes). */
export function JobDetailSection({ title, emptyText, children, empty }: JobDetailSectionProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : typeof children === 'string' ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{children}</Typography>
      ) : (
        children
      )}
    </Box>
  );
}
