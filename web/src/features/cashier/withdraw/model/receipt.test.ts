import { describe, expect, it } from 'vitest';
import { stillToArrive } from './receipt.ts';

describe('stillToArrive', () => {
  it('is the payout less what arrived while that is a part of it', () => {
    expect(stillToArrive(50_000, 30_000)).toBe(20_000);
    expect(stillToArrive(50_000, 1)).toBe(49_999);
    expect(stillToArrive(50_000, 49_999)).toBe(1);
  });

  it('is nothing, never negative, while the amount received is not a part of the payout', () => {
    expect(stillToArrive(50_000, 55_000)).toBeNull();
    expect(stillToArrive(50_000, 50_000)).toBeNull();
    expect(stillToArrive(50_000, 0)).toBeNull();
    expect(stillToArrive(50_000, -100)).toBeNull();
    expect(stillToArrive(50_000, null)).toBeNull();
    expect(stillToArrive(50_000, 0.5)).toBeNull();
  });
});
