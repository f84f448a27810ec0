import { describe, expect, it } from 'vitest';
import type { DepositChannel } from '@tala/contract/deposit';
import { currentOrderNo, depositQuote, feeParts, localName } from './amounts.ts';

const channel = (feeFixedMinor: number, feeBps: number): DepositChannel => ({
  code: 'X',
  kind: 'ewallet',
  name: 'X',
  names: {},
  minMinor: 100,
  maxMinor: 100_000,
  presetsMinor: [],
  feeFixedMinor,
  feeBps,
  processingKey: 'instant',
  payee: null,
});

describe('depositQuote', () => {
  it('adds the fixed fee and the percent (rounded down) and subtracts them from what arrives', () => {
    expect(depositQuote(channel(500, 100), 10_050)).toEqual({ feeMinor: 600, creditMinor: 9_450 });
    expect(depositQuote(channel(0, 150), 333)).toEqual({ feeMinor: 4, creditMinor: 329 });
    expect(depositQuote(channel(0, 0), 1_000)).toEqual({ feeMinor: 0, creditMinor: 1_000 });
  });
  it('has nothing to say without a positive amount', () => {
    expect(depositQuote(channel(0, 0), null)).toBeNull();
    expect(depositQuote(channel(0, 0), 0)).toBeNull();
  });
});

describe('feeParts', () => {
  it('is null for a free channel and gives the percent from basis points', () => {
    expect(feeParts(channel(0, 0))).toBeNull();
    expect(feeParts(channel(1_500, 0))).toEqual({ fixedMinor: 1_500, percent: '0' });
    expect(feeParts(channel(0, 150))).toEqual({ fixedMinor: 0, percent: '1.5' });
  });
});

describe('currentOrderNo', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('follows the order just made, else a fresh newest one', () => {
    expect(currentOrderNo('A', { orderNo: 'B', createdAt: '2026-01-01T09:59:00Z' }, now, 60_000 * 15)).toBe('A');
    expect(currentOrderNo(null, { orderNo: 'B', createdAt: '2026-01-01T09:59:00Z' }, now, 60_000 * 15)).toBe('B');
    expect(currentOrderNo(null, { orderNo: 'B', createdAt: '2026-01-01T09:00:00Z' }, now, 60_000 * 15)).toBeNull();
    expect(currentOrderNo(null, undefined, now, 1)).toBeNull();
  });
});

describe('localName', () => {
  it('is the channel’s name in the language shown, or its one name when it has none there', () => {
    const names = { zh: '网银支付', vi: 'Ngân hàng trực tuyến' };
    expect(localName('Online Banking', names, 'zh')).toBe('网银支付');
    expect(localName('Online Banking', names, 'id')).toBe('Online Banking');
    expect(localName('GoWallet', {}, 'zh')).toBe('GoWallet');
  });
});
