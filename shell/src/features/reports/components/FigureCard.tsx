import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fact, FactList } from '@grovekeeper/shared';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** A titled card of labelled figures (Tree Health Overview, Rental Marketplace...). */
export function FigureCard({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        <FactList columns={2}>
          {figures.map((figure) => (
            <Fact key={figure.label} label={figure.label}>
              {figure.value}
            </Fact>
          ))}
        </FactList>
      </CardContent>
    </Card>
  );
}
