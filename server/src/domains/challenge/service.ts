import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { serverSecret } from '../session/secrets.ts';

/**
 * Bot proof-of-work (ALTCHA v2, self-hosted, no third party): the server issues a signed challenge
 * whose answer is a counter in [counterMin, counterMax]; the client finds it by brute force (SHA-256).
 * A solved challenge is accepted once: its nonce is stored until the challenge expires.
 */
export const challengePolicy = { algorithm: 'SHA-256', cost: 1, counterMin: 5_000, counterMax: 20_000, ttlSeconds: 600 };

async function secrets(db: Db) {
  const [hmacSignatureSecret, hmacKeySignatureSecret] = await Promise.all([
    serverSecret(db, 'altcha.signature'),
    serverSecret(db, 'altcha.keySignature'),
  ]);
  return { hmacSignatureSecret, hmacKeySignatureSecret };
}

export async function issueChallenge(db: Db): Promise<Challenge & { signature: string }> {
  const challenge = await createChallenge({
    algorithm: challengePolicy.algorithm,
    cost: challengePolicy.cost,
    counter: randomInt(challengePolicy.counterMax, challengePolicy.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + challengePolicy.ttlSeconds * 1000),
    ...(await secrets(db)),
  });
  if (!challenge.signature) throw new Error('unsigned challenge');
  return challenge as Challenge & { signature: string };
}

function parsePayload(altcha: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Record<string, unknown>;
    const challenge = payload.challenge as Challenge | undefined;
    const solution = payload.solution as Solution | undefined;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object')
      return null;
    if (
      !solution ||
      typeof solution !== 'object' ||
      !Number.isSafeInteger(solution.counter) ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    if (challenge.parameters.algorithm !== challengePolicy.algorithm) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Verifies a solved challenge and marks it used; CHALLENGE_FAILED when invalid, expired or replayed. */
export async function consumeChallenge(db: Db, altcha: string): Promise<void> {
  const payload = parsePayload(altcha);
  if (!payload) throw new AppError('CHALLENGE_FAILED', { field: 'altcha' });
  let verified = false;
  try {
    const result = await verifySolution({ ...payload, deriveKey, ...(await secrets(db)) });
    verified = result.verified;
  } catch {
    verified = false;
  }
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!verified || !expiresAt) throw new AppError('CHALLENGE_FAILED', { field: 'altcha' });
  const rows = await db.query(
    `INSERT INTO used_challenges (id, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [payload.challenge.parameters.nonce, expiresAt],
  );
  if (!rows.length) throw new AppError('CHALLENGE_FAILED', { field: 'altcha' });
  if (Math.random() < 0.01) await db.query('DELETE FROM used_challenges WHERE expires_at < now()');
}
