/**
 * Loads the member centre's lazy modules (and the given pages) before a test file's first test. Cold,
 * their transform is part of the first test's wait for the dialog, which a busy CI machine stretches
 * past the finders' time-out; a beforeAll has its own, longer one.
 */
export async function preloadCentre(...pages: (() => Promise<unknown>)[]): Promise<void> {
  await Promise.all([
    import('../centre/centre-host.tsx'),
    import('../centre/centre-frame.tsx'),
    import('../compose/centre-pages.ts'),
    ...pages.map((page) => page()),
  ]);
}

/** How long the preload may take: the whole transform of a cold page on a loaded machine. */
export const PRELOAD_MS = 60_000;
