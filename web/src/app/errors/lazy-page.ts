import type { ComponentType } from 'react';

/** Spec §9: a route chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route or dialog chunk that could not be loaded (missing, time-out, network error). */
export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'error';
  constructor(reason: 'timeout' | 'error', cause?: unknown) {
    super(reason === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/** Messages browsers give when a dynamic import fails (Chromium, Firefox, Safari) and Vite's preload error. */
const CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_MESSAGES.some((re) => re.test(error.message));
}

/** Races an import against the chunk time-out; any failure becomes a ChunkLoadError. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError('error', error) : error);
      },
    );
  });
}

/**
 * A route's `lazy` for a page module exporting `Component`, under the chunk time-out. It never
 * rejects: a failed load resolves to a component that throws the error while rendering, so the
 * route's error boundary (the reload dialog) shows it.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const { Component } = await importWithTimeout(load);
      return { Component };
    } catch (error: unknown) {
      return {
        Component: function FailedPage(): never {
          throw error;
        },
      };
    }
  };
}
