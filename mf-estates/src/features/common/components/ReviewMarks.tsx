import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../../i18n';
import '../../../i18n/parts/review';

// On the imagery, in both themes: bright outlines that read on green and brown ground.
export const KEPT_COLOR = '#69f0ae';
export const ADDED_COLOR = '#40c4ff';
/** A removed crown stays drawn, dashed, so a wrong removal can be seen and undone. */
export const REMOVED_COLOR = '#ff8a80';
export const FOCUS_COLOR = '#ffea00';
export const BOUNDARY_COLOR = '#ffffff';
/** The legend's swatches stand on a ground like the imagery's. */
const GROUND_COLOR = '#6f8f45';

function Swatch({
  color,
  label,
  dashed = false,
}: {
  color: string;
  label: string;
  dashed?: boolean;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 14,
          height: 14,
          borderRadius: '50%',
          border: `2px ${dashed ? 'dashed' : 'solid'} ${color}`,
          bgcolor: GROUND_COLOR,
        }}
      />
      {label}
    </Box>
  );
}

/** What the marks on the image mean (decoration: each crown names itself to a screen reader). */
export function ReviewLegend({ showBoundary }: { showBoundary: boolean }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', typography: 'caption' }} aria-hidden>
      <Swatch color={KEPT_COLOR} label={t('review.legend.detected')} />
      <Swatch color={ADDED_COLOR} label={t('review.legend.added')} />
      <Swatch color={REMOVED_COLOR} label={t('review.legend.removed')} dashed />
      {showBoundary && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 16,
              height: 12,
              bgcolor: GROUND_COLOR,
              borderTop: `2px dashed ${BOUNDARY_COLOR}`,
              borderBottom: `2px dashed ${BOUNDARY_COLOR}`,
            }}
          />
          {t('review.legend.boundary')}
        </Box>
      )}
    </Box>
  );
}

export interface CrownMarkProps {
  crownKey: string;
  x: number;
  y: number;
  r: number;
  color: string;
  fillOpacity: number;
  label: string;
  disabled: boolean;
  onKeyDown: (event: KeyboardEvent<SVGCircleElement>) => void;
  circleRef: (element: SVGCircleElement | null) => void;
}

/** A kept or added crown: a button on the image (a click is handled by the image itself). */
export function CrownMark({
  crownKey,
  x,
  y,
  r,
  color,
  fillOpacity,
  label,
  disabled,
  onKeyDown,
  circleRef,
}: CrownMarkProps) {
  return (
    <circle
      ref={circleRef}
      data-crown={crownKey}
      className="crown"
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      onKeyDown={onKeyDown}
      cx={x}
      cy={y}
      r={r}
      stroke={color}
      fill={color}
      fillOpacity={fillOpacity}
      vectorEffect="non-scaling-stroke"
      style={{ cursor: 'pointer' }}
    />
  );
}

/** A removed crown: dashed, not a button (a click on it brings it back). */
export function RemovedMark({
  crownKey,
  x,
  y,
  r,
}: {
  crownKey: string;
  x: number;
  y: number;
  r: number;
}) {
  return (
    <circle
      data-crown={crownKey}
      aria-hidden
      cx={x}
      cy={y}
      r={r}
      stroke={REMOVED_COLOR}
      strokeOpacity={0.85}
      strokeDasharray="4 4"
      fill="transparent"
      vectorEffect="non-scaling-stroke"
    />
  );
}
