/**
 * Verifiable lottery results (docs/lottery-fairness.md). Pure TypeScript over WebCrypto, so the server
 * and the browser's verification page run the very same code.
 *
 *   seed        32 random bytes, written as 64 lowercase hex characters; secret until the draw
 *   seedHash    SHA-256(seed bytes), hex; published when the numero opens, before any bet
 *   openNumber  HMAC-SHA256(key = seed bytes, message = UTF-8 of gameCode + ':' + numero),
 *               read as one big-endian unsigned 256-bit integer, modulo 1 000 000,
 *               written with 6 digits (leading zeros kept)
 */

const hexRe = /^[0-9a-f]{64}$/;

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function subtle() {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (needs a secure context)');
  return s;
}

export function isSeed(seed: string): boolean {
  return hexRe.test(seed);
}

/** SHA-256 of the seed's bytes, hex. */
export async function sha256Hex(seedHex: string): Promise<string> {
  if (!isSeed(seedHex)) throw new Error('a seed is 64 lowercase hex characters');
  return toHex(await subtle().digest('SHA-256', fromHex(seedHex)));
}

/** The open number of a numero, from the revealed seed. */
export async function deriveOpenNumber(seedHex: string, gameCode: string, numero: string): Promise<string> {
  if (!isSeed(seedHex)) throw new Error('a seed is 64 lowercase hex characters');
  const key = await subtle().importKey('raw', fromHex(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle().sign('HMAC', key, new TextEncoder().encode(`${gameCode}:${numero}`));
  const value = BigInt(`0x${toHex(mac)}`) % 1_000_000n;
  return value.toString().padStart(6, '0');
}

export interface DrawVerification {
  /** SHA-256(seed) equals the hash published before the draw. */
  hashMatches: boolean;
  /** The number recomputed from the seed equals the announced open number. */
  numberMatches: boolean;
  computedHash: string;
  computedNumber: string;
}

/** Checks a drawn numero: the seed matches the published hash and yields the announced number. */
export async function verifyDraw(draw: {
  gameCode: string;
  numero: string;
  seedHash: string;
  seed: string;
  openNumber: string;
}): Promise<DrawVerification> {
  const seed = draw.seed.trim().toLowerCase();
  const computedHash = await sha256Hex(seed);
  const computedNumber = await deriveOpenNumber(seed, draw.gameCode, draw.numero);
  return {
    hashMatches: computedHash === draw.seedHash.trim().toLowerCase(),
    numberMatches: computedNumber === draw.openNumber.trim(),
    computedHash,
    computedNumber,
  };
}
