/**
 * Encrypted request bodies for the calls marked (enc) in spec §7.
 *
 * Envelope: a fresh AES-256-GCM key per request encrypts the UTF-8 JSON of the input; the AES key is
 * wrapped with the server's RSA-OAEP (SHA-256) public key from GET /wps/session/publicKey. The body
 * sent is `{ enc: { kid, key, iv, data } }` (JSON, all base64): key = RSA-OAEP(aesKey), iv = 12 random
 * bytes, data = AES-GCM ciphertext with its 16-byte tag appended (WebCrypto's layout).
 *
 * Plain WebCrypto (globalThis.crypto.subtle): the same code runs in browsers and in Node 20.
 */
export const payloadAlgorithm = 'RSA-OAEP-256+A256GCM' as const;

export interface EncryptedBody {
  enc: { kid: string; key: string; iv: string; data: string };
}

type Subtle = typeof globalThis.crypto.subtle;
/** A WebCrypto key (typed from subtle so it compiles with DOM or with Node types alone). */
export type PayloadKey = Awaited<ReturnType<Subtle['importKey']>>;

const subtle = (): Subtle => globalThis.crypto.subtle;
const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Imports the base64 SPKI (DER) public key the server publishes. */
export function importPublicKey(spkiBase64: string): Promise<PayloadKey> {
  return subtle().importKey('spki', fromBase64(spkiBase64), rsa, false, ['encrypt']);
}

/** Imports a base64 PKCS#8 (DER) private key (server side). */
export function importPrivateKey(pkcs8Base64: string): Promise<PayloadKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8Base64), rsa, false, ['decrypt']);
}

/** A new RSA-OAEP 2048 key pair, exported as base64 SPKI / PKCS#8 (server side, once per key id). */
export async function generatePayloadKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await subtle().generateKey({ ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ])) as { publicKey: PayloadKey; privateKey: PayloadKey };
  return {
    publicKey: toBase64(await subtle().exportKey('spki', pair.publicKey)),
    privateKey: toBase64(await subtle().exportKey('pkcs8', pair.privateKey)),
  };
}

/** Encrypts an input object for an (enc) endpoint. `kid` is the key id from the publicKey call. */
export async function encryptPayload(publicKey: PayloadKey, kid: string, input: unknown): Promise<EncryptedBody> {
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(input ?? {}));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const raw = await subtle().exportKey('raw', aesKey);
  const key = await subtle().encrypt(rsa, publicKey, raw);
  return { enc: { kid, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}

/** True when a body has the envelope's shape (it may still fail to decrypt). */
export function isEncryptedBody(body: unknown): body is EncryptedBody {
  if (!body || typeof body !== 'object' || !('enc' in body)) return false;
  const enc = (body as { enc: unknown }).enc;
  if (!enc || typeof enc !== 'object') return false;
  const e = enc as Record<string, unknown>;
  return ['kid', 'key', 'iv', 'data'].every((k) => typeof e[k] === 'string' && (e[k] as string).length <= 1_400_000);
}

/** Decrypts an envelope with the private key; throws on any tampering (GCM tag) or wrong key. */
export async function decryptPayload(privateKey: PayloadKey, body: EncryptedBody): Promise<unknown> {
  const raw = await subtle().decrypt(rsa, privateKey, fromBase64(body.enc.key));
  if (raw.byteLength !== 32) throw new Error('wrapped key is not an AES-256 key');
  const aesKey = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const iv = fromBase64(body.enc.iv);
  if (iv.length !== 12) throw new Error('iv must be 12 bytes');
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64(body.enc.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

/**
 * Client helper: encrypts inputs with the server key, fetched once through `loadKey` (the publicKey
 * call) and cached. Call `reset()` after a DECRYPTION_FAILED answer (the server key changed).
 */
export function payloadEncryptor(loadKey: () => Promise<{ kid: string; publicKey: string }>) {
  let cached: Promise<{ kid: string; key: PayloadKey }> | null = null;
  const key = () => {
    cached ??= loadKey().then(async (k) => ({ kid: k.kid, key: await importPublicKey(k.publicKey) }));
    cached.catch(() => (cached = null));
    return cached;
  };
  return {
    async encrypt(input: unknown): Promise<EncryptedBody> {
      const k = await key();
      return encryptPayload(k.key, k.kid, input);
    },
    reset(): void {
      cached = null;
    },
  };
}
