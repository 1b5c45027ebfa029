import type { LatLng } from '@grovekeeper/shared';
import { projectToViewport } from '@grovekeeper/shared/maps';

const SIZE = 56;

/** A polygon's outline as a small picture beside its name (decorative: the text says it all). */
export function BoundaryThumbnail({ points }: { points: readonly LatLng[] }) {
  const outline = projectToViewport(points, SIZE, SIZE, 6)
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(' ');
  return (
    <svg
      aria-hidden
      focusable="false"
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      style={{ flexShrink: 0, borderRadius: 4, display: 'block' }}
    >
      <rect width={SIZE} height={SIZE} fill="#2f4f2f" />
      <polygon
        points={outline}
        fill="rgba(255, 235, 59, 0.25)"
        stroke="#ffeb3b"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
