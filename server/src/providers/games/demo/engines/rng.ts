import { randomFillSync } from 'node:crypto';

/** A source of uniform integers in [0, n). */
export type Rng = (n: number) => number;

/**
 * Uniform integers from the platform CSPRNG (node:crypto), buffered: one randomFillSync per 16 KiB
 * instead of a system call per draw, which keeps a million-spin simulation to seconds. Rejection
 * sampling removes modulo bias.
 */
export function cryptoRng(bufferBytes = 16_384): Rng {
  const buf = new Uint32Array(bufferBytes / 4);
  let i = buf.length;
  const next = () => {
    if (i >= buf.length) {
      randomFillSync(buf);
      i = 0;
    }
    return buf[i++]!;
  };
  return (n) => {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`rng: bad range ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
}
