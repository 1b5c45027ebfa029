import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatArea, formatLanguage } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/picker';

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
  const { t } = useT();
  // English keeps its "12.35 hectares"; Greek shows hectares and stremmata (formatArea).
  const area = formatLanguage() === 'el' ? formatArea(areaHectares) : areaHectares.toFixed(2);
  return (
    <Card variant="outlined" component="section" aria-labelledby="estate-info-heading">
      <CardContent>
        <Typography id="estate-info-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('picker.info.heading')}
        </Typography>
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: 0 }}
        >
          <Fact
            label={t('picker.info.points')}
            value={<span data-testid="info-points">{pointCount}</span>}
          />
          <Fact
            label={t('picker.info.area')}
            value={<span data-testid="info-area">{t('picker.info.hectares', { area })}</span>}
          />
          <Fact
            label={t('picker.info.trees')}
            value={<span data-testid="info-trees">{detectedTrees}</span>}
          />
          <Fact
            label={t('picker.info.status')}
            value={
              <Chip
                size="small"
                data-testid="info-status"
                color={analysed ? 'success' : 'default'}
                label={analysed ? t('picker.info.analysed') : t('picker.info.ready')}
              />
            }
          />
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
