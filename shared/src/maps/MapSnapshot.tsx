import { useId } from 'react';
import { areaHectares, formatArea, useTranslation } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { SNAPSHOT_SIZE } from './static-snapshot';
import { projectToViewport } from './snapshot-geometry';

export interface MapSnapshotProps {
  boundary: LatLng[];
  width?: number;
  height?: number;
}

/**
 * 'View Snapshot' without a Google key: the boundary drawn as SVG on a field-green
 * background, its vertices numbered and its geodesic area in the middle.
 */
export function MapSnapshot({
  boundary,
  width = SNAPSHOT_SIZE,
  height = SNAPSHOT_SIZE,
}: MapSnapshotProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const points = projectToViewport(
    boundary,
    width,
    height,
    Math.round(Math.min(width, height) * 0.08),
  );
  const hectares = areaHectares(boundary);
  // formatArea: "12.35 ha" in English, hectares and stremmata in Greek.
  const area = formatArea(hectares);
  const title =
    points.length >= 3
      ? t('maps.snapshot.title', { points: points.length, area })
      : t('maps.snapshot.titleEmpty');
  const cx = points.reduce((s, p) => s + p.x, 0) / (points.length || 1);
  const cy = points.reduce((s, p) => s + p.y, 0) / (points.length || 1);
  const font = Math.max(12, Math.round(Math.min(width, height) / 24));

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-labelledby={titleId}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
      data-testid="map-snapshot"
    >
      <title id={titleId}>{title}</title>
      <rect width={width} height={height} fill="#2f4f2f" />
      {points.length >= 3 ? (
        <>
          <polygon
            points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
            fill="rgba(255, 235, 59, 0.2)"
            stroke="#ffeb3b"
            strokeWidth={3}
            strokeLinejoin="round"
          />
          {points.map((p, i) => (
            <circle
              key={i}
              cx={p.x}
              cy={p.y}
              r={5}
              fill="#ffffff"
              stroke="#ff9800"
              strokeWidth={2}
            />
          ))}
          <text
            x={cx}
            y={cy}
            textAnchor="middle"
            dominantBaseline="middle"
            fontFamily="Roboto, Helvetica, Arial, sans-serif"
            fontSize={font}
            fontWeight={700}
            fill="#ffffff"
            stroke="#000000"
            strokeWidth={0.6}
          >
            {area}
          </text>
        </>
      ) : (
        <text
          x={width / 2}
          y={height / 2}
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="Roboto, Helvetica, Arial, sans-serif"
          fontSize={font}
          fill="#ffffff"
        >
          {t('maps.snapshot.empty')}
        </text>
      )}
    </svg>
  );
}
