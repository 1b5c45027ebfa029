import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Orthophoto } from '../api/types';

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
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

const degrees = (value: number) => `${value.toFixed(6)}°`;

/** Size, ground resolution, WGS84 bounds and upload date of the estate's orthophoto. */
export function OrthophotoFacts({ orthophoto }: { orthophoto: Orthophoto }) {
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
      <Fact label="Size">
        {orthophoto.width} × {orthophoto.height} px
      </Fact>
      <Fact label="Ground resolution">{orthophoto.metresPerPixel.toFixed(2)} m/px</Fact>
      <Fact label="Bounds">
        <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
          N {degrees(bounds.north)}, S {degrees(bounds.south)}
        </Box>
        <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
          E {degrees(bounds.east)}, W {degrees(bounds.west)}
        </Box>
      </Fact>
      <Fact label="Uploaded">{formatDate(orthophoto.uploadedAt)}</Fact>
    </Box>
  );
}
