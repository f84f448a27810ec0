import { useMemo } from 'react';
import { qrDefaults, qrMatrix, qrPath } from './qr.ts';

/**
 * A QR code as SVG (spec §9: 200 px, margin 20, correction M). Always dark on white, whatever the
 * theme: cameras read dark modules on a light ground most reliably.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, margin } = qrDefaults;
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const modules = matrix.length;
  const scale = (size - 2 * margin) / modules;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${size} ${size}`} data-qr-value={value}>
      <rect width={size} height={size} fill="#fff" rx={8} />
      <path
        d={qrPath(matrix)}
        fill="#000"
        transform={`translate(${margin} ${margin}) scale(${scale})`}
        shapeRendering="crispEdges"
      />
    </svg>
  );
}
