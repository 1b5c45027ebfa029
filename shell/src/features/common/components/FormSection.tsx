import { useId } from 'react';
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card grouping related fields; the title is a real heading for screen readers. */
export function FormSection({ title, description, children }: FormSectionProps) {
  // From React, not from the title: a Greek title has no [a-z0-9] to make an id of.
  const headingId = `section-${useId()}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
