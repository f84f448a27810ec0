/**
 * Customer-service links travel obfuscated (spec §7): the path is hex(url XOR key) followed by an
 * 8-character key. This is not security, only the format the front end expects; both ends share it.
 */
const KEY_LENGTH = 8;

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((b, i) => b ^ (key[i % key.length] ?? 0));
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function encodeServicePath(url: string, key: string): string {
  if (key.length !== KEY_LENGTH) throw new Error('customer-service key must have 8 characters');
  const enc = new TextEncoder();
  return toHex(xor(enc.encode(url), enc.encode(key))) + key;
}

/** Returns the URL, or null when the path is malformed or does not decode to an http(s) URL. */
export function decodeServicePath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = new TextEncoder().encode(path.slice(-KEY_LENGTH));
  const body = fromHex(path.slice(0, -KEY_LENGTH));
  if (!body) return null;
  const url = new TextDecoder().decode(xor(body, key));
  return /^https?:\/\//.test(url) ? url : null;
}
