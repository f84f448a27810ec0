import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { encodeAltcha, solvePow } from './solve.ts';
import { endpoints } from '../../api/endpoints.ts';

/**
 * The bot challenge that runs before login, before every SMS send, free play and registration
 * (spec §3/§4 "challenge fields"): a self-hosted ALTCHA proof-of-work, single use on the server.
 *
 * A form calls `prepareBotCheck()` when it opens so the work is usually done before the player
 * presses the button; `takeBotCheck()` hands the solved payload over exactly once.
 */

/** A prepared proof is used only while this young (the server's challenge lives longer). */
const PREPARED_MAX_AGE_MS = 45_000;

let prepared: { promise: Promise<string>; at: number } | null = null;

async function freshProof(): Promise<string> {
  const challenge = await api(endpoints.session.challenge, {}, { quiet: true });
  const solution = await solvePow(challenge);
  if (!solution) throw new ApiError('CHALLENGE_FAILED');
  return encodeAltcha(challenge, solution);
}

function start(): { promise: Promise<string>; at: number } {
  const entry = { promise: freshProof(), at: Date.now() };
  entry.promise.catch(() => {
    if (prepared === entry) prepared = null; // a failed preparation is not kept
  });
  return entry;
}

export function prepareBotCheck(): void {
  if (!prepared || Date.now() - prepared.at > PREPARED_MAX_AGE_MS) prepared = start();
}

/** A solved proof for one call; the next call gets a new one. */
export async function takeBotCheck(): Promise<string> {
  const wasPrepared = prepared !== null && Date.now() - prepared.at <= PREPARED_MAX_AGE_MS;
  const entry = wasPrepared && prepared ? prepared : start();
  prepared = null;
  try {
    return await entry.promise;
  } catch (error) {
    if (!wasPrepared) throw error;
    return freshProof(); // the prepared one failed (network blip, expired): one fresh attempt
  }
}

/** For tests. */
export function resetBotCheck(): void {
  prepared = null;
}
