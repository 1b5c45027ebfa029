import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EstateDetail } from '@grovekeeper/shared';
import { formatHectares } from '@grovekeeper/shared';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} component="div">
        {children}
      </Typography>
    </Box>
  );
}

export function EstateFacts({ estate }: { estate: EstateDetail }) {
  const counts = Object.entries(estate.treeCountsByCategory ?? {});
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <Fact label="Address">{estate.address || '—'}</Fact>
        <Fact label="Land Area">{formatHectares(estate.landArea)}</Fact>
        <Fact label="Declared Trees">{estate.treeCount}</Fact>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Trees by category
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            {counts.length === 0 && <Typography variant="body2">No trees yet</Typography>}
            {counts.map(([category, count]) => (
              <Chip key={category} label={`${category}: ${count}`} size="small" />
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
