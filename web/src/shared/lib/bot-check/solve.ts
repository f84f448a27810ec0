import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Give up after this long; the server's challenge would have expired anyway. */
const SOLVE_TIMEOUT_MS = 60_000;

function createWorker(): Worker {
  return new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module', name: 'bot-check' });
}

/**
 * Solves an ALTCHA v2 proof-of-work. Uses Web Workers (interleaved counters, up to 4) so the page
 * stays responsive; falls back to the main thread where workers are unavailable.
 */
export async function solvePow(challenge: Challenge, signal?: AbortSignal): Promise<Solution | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  if (typeof Worker === 'function') {
    const concurrency = Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));
    try {
      return await solveChallengeWorkers({ challenge, concurrency, controller, createWorker, timeout: SOLVE_TIMEOUT_MS });
    } catch (error) {
      if (controller.signal.aborted) return null;
      // a worker that cannot start (old browser, blocked by policy): solve here instead
      console.warn('bot check: worker failed, solving on the main thread', error);
    }
  }
  return solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

/** The `altcha` field the server expects: base64 of JSON { challenge, solution }. */
export function encodeAltcha(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
