import { describe, expect, it } from 'vitest';
import { rebateToBps } from './rebate.ts';

describe('rebateToBps', () => {
  it('reads a percentage with up to 2 decimals, zero included', () => {
    expect(rebateToBps('1.25')).toBe(125);
    expect(rebateToBps(' 2 ')).toBe(200);
    expect(rebateToBps('0')).toBe(0);
    expect(rebateToBps('0.5')).toBe(50);
    expect(rebateToBps('1,5')).toBe(150);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1.255', 'abc', '1e2', '.5', '1234']) expect(rebateToBps(bad)).toBeNull();
  });
});
