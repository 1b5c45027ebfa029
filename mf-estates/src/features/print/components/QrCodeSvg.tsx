import { memo } from 'react';
import { qrPath } from '../utils/qr-path';

/** A QR code (error correction H) drawn as one SVG path, black on white, `size` px square. */
export const QrCodeSvg = memo(function QrCodeSvg({ value, size }: { value: string; size: number }) {
  const { size: modules, d } = qrPath(value);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={value}
      data-url={value}
    >
      <title>{value}</title>
      <path fill="#fff" d={`M0 0h${modules}v${modules}H0z`} />
      <path fill="#000" d={d} />
    </svg>
  );
});
