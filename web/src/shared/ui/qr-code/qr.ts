import { encode } from 'uqr';

/** Spec §9: QR codes are 200 px with a 20 px quiet margin and error correction M. */
export const qrDefaults = { size: 200, margin: 20, ecc: 'M' } as const;

/** The QR modules of `text` (true = dark), without a border: the margin is drawn by the picture. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: qrDefaults.ecc, border: 0 }).data;
}

/** One SVG path drawing every dark module as a 1×1 square in module coordinates. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
