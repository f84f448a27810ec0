import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastestFirst, probe, routesToMeasure } from './measure.ts';

afterEach(() => vi.unstubAllGlobals());

describe('speed check', () => {
  it('measures this site and each brand domain once, skipping what is not a web address', () => {
    expect(
      routesToMeasure(
        ['https://m.tala.example/', 'https://m.tala.example/x', 'javascript:alert(1)', 'nope', 'http://localhost:3000'],
        'http://localhost:3000',
      ),
    ).toEqual([
      { url: 'http://localhost:3000', origin: 'http://localhost:3000', current: true },
      { url: 'https://m.tala.example/', origin: 'https://m.tala.example', current: false },
    ]);
  });

  it('sorts fastest first and puts domains without an answer last', () => {
    const r = (origin: string, ms: number | null) => ({ url: origin, origin, ms, current: false });
    expect(fastestFirst([r('a', null), r('b', 300), r('c', 40), r('d', null)]).map((s) => s.origin)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });

  it('times an answer and gives null for a refused or silent domain', async () => {
    let clock = 100;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('https://down.example')) throw new TypeError('Failed to fetch');
        clock += 42;
        return new Response(null, { status: 200 });
      }),
    );
    expect(await probe('https://up.example', () => clock)).toBe(42);
    expect(await probe('https://down.example', () => clock)).toBeNull();
  });
});
