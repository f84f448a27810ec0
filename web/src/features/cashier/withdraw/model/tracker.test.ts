import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@tala/contract/withdraw';
import { answerWindow, trackerSteps } from './tracker.ts';

const w = (over: Partial<Withdrawal>): Withdrawal => ({
  withdrawNo: 'WD1',
  amountMinor: 20_000,
  status: 'requested',
  account: { type: 'ewallet', providerName: 'GCash', accountNumber: '•••• 4567' },
  rejectReason: null,
  receipt: null,
  receivedMinor: null,
  remainingMinor: null,
  createdAt: '2026-01-01T00:00:00Z',
  approvedAt: null,
  paidAt: null,
  confirmDueAt: null,
  closedAt: null,
  resolution: null,
  ...over,
});

const states = (x: Withdrawal) => trackerSteps(x).map((s) => `${s.key}:${s.state}`);

describe('trackerSteps', () => {
  it('walks requested → approved → paid → confirmed', () => {
    expect(states(w({}))).toEqual(['requested:current', 'approved:todo', 'paid:todo', 'confirmed:todo']);
    expect(states(w({ status: 'approved', approvedAt: 'a' }))).toEqual([
      'requested:done',
      'approved:current',
      'paid:todo',
      'confirmed:todo',
    ]);
    expect(states(w({ status: 'paid', approvedAt: 'a', paidAt: 'p' }))).toEqual([
      'requested:done',
      'approved:done',
      'paid:current',
      'confirmed:todo',
    ]);
    const done = trackerSteps(w({ status: 'confirmed', approvedAt: 'a', paidAt: 'p', closedAt: 'c' }));
    expect(done.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(done[3]!.at).toBe('c');
  });

  it('ends in disputed or rejected', () => {
    expect(states(w({ status: 'disputed', approvedAt: 'a', paidAt: 'p' }))).toEqual([
      'requested:done',
      'approved:done',
      'paid:done',
      'disputed:failed',
    ]);
    expect(states(w({ status: 'rejected', closedAt: 'c' }))).toEqual(['requested:done', 'rejected:failed']);
    expect(states(w({ status: 'rejected', approvedAt: 'a', closedAt: 'c' }))).toEqual([
      'requested:done',
      'approved:done',
      'rejected:failed',
    ]);
  });
});

describe('answer window', () => {
  it('names the time to answer in the largest unit that writes it whole', () => {
    expect(answerWindow(60)).toEqual({ unit: 'hours', count: 1 });
    expect(answerWindow(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(answerWindow(4320)).toEqual({ unit: 'days', count: 3 });
    expect(answerWindow(1500)).toEqual({ unit: 'hours', count: 25 });
    expect(answerWindow(10_080)).toEqual({ unit: 'days', count: 7 });
  });
});
