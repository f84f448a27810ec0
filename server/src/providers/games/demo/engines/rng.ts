import { createHmac, randomFillSync } from 'node:crypto';

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

/**
 * Uniform integers from a keyed stream (HMAC-SHA256 in counter mode over `label`): the same key and
 * label always give the same draws, and nobody without the key can predict them. A round drawn from
 * its own id has exactly one possible outcome, however many times (or on however many nodes) it runs.
 */
export function keyedRng(key: Buffer, label: string): Rng {
  let block = 0;
  let buf = new Uint32Array(0);
  let i = 0;
  const next = () => {
    if (i >= buf.length) {
      const bytes = createHmac('sha256', key).update(`${label}\u0000${block++}`).digest();
      buf = new Uint32Array(Uint8Array.from(bytes).buffer); // a copy: the digest's offset may not be 4-aligned
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
