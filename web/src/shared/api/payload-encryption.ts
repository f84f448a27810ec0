import { payloadEncryptor } from '@tala/contract/payload-crypto';
import { api, type EncryptBody } from './client.ts';
import { isApiError } from './api-error.ts';
import { endpoints } from './endpoints.ts';

/**
 * The real cipher behind the api client's encrypt seam (spec §7 "(enc)"): the server's RSA-OAEP public
 * key is fetched once; every body gets its own AES-256-GCM key (contract payload-crypto.ts).
 * Installed by app/ with `configureApi({ encrypt: encryptBody })`.
 */
const encryptor = payloadEncryptor(() => api(endpoints.session.publicKey, {}, { quiet: true }));

export const encryptBody: EncryptBody = async (body) => ({
  body: JSON.stringify(await encryptor.encrypt(body)),
  contentType: 'application/json',
});

/**
 * Runs an encrypted call; when the server answers DECRYPTION_FAILED (it rotated its key since we
 * fetched it) the key is fetched again and the call is made once more, from scratch.
 */
export async function withFreshKeyRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'DECRYPTION_FAILED') throw error;
    encryptor.reset();
    return call();
  }
}
