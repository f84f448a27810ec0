import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps, tiersProblem, toTiers } from './tiers.ts';

describe('salary tiers', () => {
  it('reads percentages as basis points', () => {
    expect(percentToBps('1.25')).toBe(125);
    expect(percentToBps('2')).toBe(200);
    expect(percentToBps('0')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(bpsToPercent(125)).toBe('1.25');
  });

  it('turns typed tiers into minor units and checks their order and bound', () => {
    const tiers = toTiers([
      { min: '0', rate: '1' },
      { min: '1000', rate: '2' },
    ]);
    expect(tiers).toEqual([
      { minBasisMinor: 0, rateBps: 100 },
      { minBasisMinor: 100_000, rateBps: 200 },
    ]);
    expect(toTiers([{ min: '', rate: '1' }])).toBeNull();
    expect(tiersProblem(tiers!, 300)).toBeNull();
    expect(tiersProblem(tiers!, 150)).toBe('rate');
    expect(
      tiersProblem(
        [
          { minBasisMinor: 0, rateBps: 200 },
          { minBasisMinor: 10, rateBps: 100 },
        ],
        300,
      ),
    ).toBe('order');
  });
});
