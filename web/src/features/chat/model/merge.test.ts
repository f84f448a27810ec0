import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@tala/contract/chat';
import { KEEP, lastIdOf, mergeMessages } from './merge.ts';

const m = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  room: 'lobby',
  kind: 'member',
  author: 'a',
  mine: false,
  text,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('mergeMessages', () => {
  it('orders by id, drops duplicates (the newer copy wins) and keeps the newest', () => {
    const merged = mergeMessages([m(2), m(3)], [m(1), m(3, 'again'), m(4)]);
    expect(merged.map((x) => [x.id, x.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
      [4, 'm4'],
    ]);
    expect(lastIdOf(merged)).toBe(4);
    expect(lastIdOf([])).toBe(0);
    const many = mergeMessages(
      [],
      Array.from({ length: KEEP + 5 }, (_, i) => m(i + 1)),
    );
    expect([many.length, many[0]!.id]).toEqual([KEEP, 6]);
  });
});
