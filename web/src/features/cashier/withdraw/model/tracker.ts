import type { Withdrawal } from '@tala/contract/withdraw';

/*
 * The status tracker of a withdrawal: the steps it goes through, each done, current or still to come.
 * The last step is how it ended: confirmed, disputed or rejected (a rejection ends it after the
 * step it reached).
 */

export type StepKey = 'requested' | 'approved' | 'paid' | 'confirmed' | 'disputed' | 'rejected';
export type StepState = 'done' | 'current' | 'todo' | 'failed';

export interface Step {
  key: StepKey;
  state: StepState;
  /** When it happened, when known. */
  at: string | null;
}

export function trackerSteps(w: Withdrawal): Step[] {
  if (w.status === 'rejected') {
    return [
      { key: 'requested', state: 'done', at: w.createdAt },
      ...(w.approvedAt ? [{ key: 'approved' as const, state: 'done' as const, at: w.approvedAt }] : []),
      { key: 'rejected', state: 'failed', at: w.closedAt },
    ];
  }
  const order: StepKey[] = ['requested', 'approved', 'paid', w.status === 'disputed' ? 'disputed' : 'confirmed'];
  const reached = order.indexOf(w.status);
  const at: Record<StepKey, string | null> = {
    requested: w.createdAt,
    approved: w.approvedAt,
    paid: w.paidAt,
    confirmed: w.closedAt,
    disputed: null,
    rejected: w.closedAt,
  };
  return order.map((key, i) => ({
    key,
    state:
      i < reached ? 'done' : i === reached ? (key === 'disputed' ? 'failed' : key === 'confirmed' ? 'done' : 'current') : 'todo',
    at: i <= reached ? at[key] : null,
  }));
}

/**
 * The time a player has to answer, in the largest unit that writes it whole: 60 → 1 hour,
 * 4320 → 3 days, 90 → 90 minutes (an operator sets it in minutes, up to a week).
 */
export function answerWindow(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}
