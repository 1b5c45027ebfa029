import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocale } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { fixedNumber } from '../../../i18n/numbers';
import type { Orthophoto } from '../api/types';
import '../../../i18n/parts/orthophoto';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, m: 0 }} component="dd">
        {children}
      </Typography>
    </Box>
  );
}

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(formatLocale());
}

const degrees = (value: number) => `${value.toFixed(6)}°`;

/** Size, ground resolution, WGS84 bounds and upload date of the estate's orthophoto. */
export function OrthophotoFacts({ orthophoto }: { orthophoto: Orthophoto }) {
  const { t } = useT();
  const { bounds } = orthophoto;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        m: 0,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      <Fact label={t('orthophoto.facts.size')}>
        {t('orthophoto.facts.sizeValue', { width: orthophoto.width, height: orthophoto.height })}
      </Fact>
      <Fact label={t('orthophoto.facts.resolution')}>
        {t('orthophoto.facts.resolutionValue', {
          value: fixedNumber(orthophoto.metresPerPixel, 2),
        })}
      </Fact>
      <Fact label={t('orthophoto.facts.bounds')}>
        <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
          {t('orthophoto.facts.northSouth', {
            north: degrees(bounds.north),
            south: degrees(bounds.south),
          })}
        </Box>
        <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
          {t('orthophoto.facts.eastWest', {
            east: degrees(bounds.east),
            west: degrees(bounds.west),
          })}
        </Box>
      </Fact>
      <Fact label={t('orthophoto.facts.uploaded')}>{formatDate(orthophoto.uploadedAt)}</Fact>
    </Box>
  );
}
