import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface SummaryCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  caption?: string;
}

export function SummaryCard({ label, value, icon, caption }: SummaryCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h2" component="p" sx={{ mt: 0.5 }}>
            {value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          )}
        </Box>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
