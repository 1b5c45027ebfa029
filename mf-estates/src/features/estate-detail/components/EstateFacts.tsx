import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EstateDetail } from '@grovekeeper/shared';
import { formatArea } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeCategoryLabel } from '../../../i18n/values';
import '../../../i18n/parts/detail';

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
  const { t } = useT();
  const counts = Object.entries(estate.treeCountsByCategory ?? {});
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <Fact label={t('detail.facts.address')}>{estate.address || '—'}</Fact>
        <Fact label={t('detail.facts.landArea')}>{formatArea(estate.landArea)}</Fact>
        <Fact label={t('detail.facts.declaredTrees')}>{estate.treeCount}</Fact>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('detail.facts.byCategory')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            {counts.length === 0 && (
              <Typography variant="body2">{t('detail.facts.noTrees')}</Typography>
            )}
            {counts.map(([category, count]) => (
              <Chip
                key={category}
                label={`${treeCategoryLabel(category)}: ${count}`}
                size="small"
              />
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
