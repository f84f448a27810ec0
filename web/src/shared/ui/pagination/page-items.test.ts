import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

const show = (current: number, total: number) =>
  pageItems(current, total)
    .map((item) => (item.type === 'gap' ? '…' : item.page))
    .join(' ');

describe('pageItems (range 3, margin 1)', () => {
  it('shows every page when few', () => {
    expect(show(1, 4)).toBe('1 2 3 4');
  });
  it('collapses the far pages into gaps', () => {
    expect(show(1, 20)).toBe('1 2 3 … 20');
    expect(show(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(show(20, 20)).toBe('1 … 18 19 20');
  });
  it('fills a one-page gap with the page itself', () => {
    expect(show(4, 20)).toBe('1 2 3 4 5 … 20');
  });
});
