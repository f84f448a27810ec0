import { describe, expect, it } from 'vitest';

describe('zod settings before the first parse', () => {
  it('zod adopts jitless from the object the start-up module leaves on globalThis', async () => {
    await import('./zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
