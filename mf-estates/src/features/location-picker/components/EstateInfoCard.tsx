import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface EstateInfoCardProps {
  pointCount: number;
  areaHectares: number;
  detectedTrees: number;
  analysed: boolean;
  children?: ReactNode;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ fontWeight: 600, m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

export function EstateInfoCard({
  pointCount,
  areaHectares,
  detectedTrees,
  analysed,
  children,
}: EstateInfoCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="estate-info-heading">
      <CardContent>
        <Typography id="estate-info-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Estate Information
        </Typography>
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: 0 }}
        >
          <Fact
            label="Boundary points"
            value={<span data-testid="info-points">{pointCount}</span>}
          />
          <Fact
            label="Estimated area"
            value={<span data-testid="info-area">{areaHectares.toFixed(2)} hectares</span>}
          />
          <Fact
            label="AI detected trees"
            value={<span data-testid="info-trees">{detectedTrees}</span>}
          />
          <Fact
            label="Status"
            value={
              <Chip
                size="small"
                data-testid="info-status"
                color={analysed ? 'success' : 'default'}
                label={analysed ? 'AI Analysis Complete' : 'Ready for AI Analysis'}
              />
            }
          />
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
