import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, noInput } from '@tala/contract/endpoint';
import type { Domain } from '../src/http/app.ts';
import { deepFreeze } from '../src/domains/games/cache.ts';
import { startTestApp, type TestApp } from './harness.ts';

// two public answers whose serialisation is counted: a property read by JSON.stringify counts once
let frozenReads = 0;
let freshReads = 0;
const counted = (count: () => number) => {
  const answer = { label: 'same' };
  Object.defineProperty(answer, 'reads', { enumerable: true, get: count });
  return answer;
};
const frozenAnswer = deepFreeze(counted(() => ++frozenReads));
// freezing walks the values once
const readsToFreeze = frozenReads;

const frozenEp = endpoint({
  id: 'test.frozen',
  method: 'GET',
  path: '/test/frozen',
  auth: 'none',
  summary: 'a test answer',
  tags: ['test'],
  input: noInput,
  output: z.unknown(),
});
const freshEp = endpoint({
  id: 'test.fresh',
  method: 'GET',
  path: '/test/fresh',
  auth: 'none',
  summary: 'a test answer',
  tags: ['test'],
  input: noInput,
  output: z.unknown(),
});
const answers: Domain = {
  name: 'test-answers',
  register({ bind }) {
    bind(frozenEp, async () => frozenAnswer);
    bind(freshEp, async () => counted(() => ++freshReads));
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { domains: [answers] });
});
afterAll(() => t.close());

describe('public answers', () => {
  it('are serialised and tagged once while a cache hands out the same frozen answer', async () => {
    const first = await t.app.inject({ url: '/test/frozen' });
    const second = await t.app.inject({ url: '/test/frozen' });
    const revalidated = await t.app.inject({ url: '/test/frozen', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(frozenReads - readsToFreeze).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(revalidated.statusCode).toBe(304);
    expect(first.json()).toEqual({ success: true, value: { label: 'same', reads: readsToFreeze + 1 } });
  });

  it('are serialised anew when the answer is a new object each time', async () => {
    const first = await t.app.inject({ url: '/test/fresh' });
    const second = await t.app.inject({ url: '/test/fresh' });
    expect(freshReads).toBe(2);
    expect(first.json().value.reads).toBe(1);
    expect(second.json().value.reads).toBe(2);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
