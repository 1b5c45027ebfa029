import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

export interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  /** Runs on submit; the browser's own submit is prevented. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A form on a card, its fields two a row (one on phones); validation is the form's own. */
export function FormCard({ label, onSubmit, children }: FormCardProps) {
  return (
    <Card
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CardContent
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </CardContent>
    </Card>
  );
}
