import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr.ts';

describe('qr', () => {
  it('encodes a link as a square matrix with the three finder patterns', () => {
    const m = qrMatrix('https://www.tala.example/down?platform=android');
    const n = m.length;
    expect(m.every((row) => row.length === n)).toBe(true);
    expect((n - 17) % 4).toBe(0); // QR versions are 21, 25, 29 … modules wide
    // a finder pattern's outer ring is dark in each of three corners, the fourth corner is not one
    for (const [x, y] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ] as const) {
      expect([0, 1, 2, 3, 4, 5, 6].every((i) => m[y]![x + i] && m[y + 6]![x + i] && m[y + i]![x] && m[y + i]![x + 6])).toBe(true);
      expect(m[y + 1]![x + 1]).toBe(false);
    }
  });

  it('draws one square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
