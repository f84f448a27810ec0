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

/** 3725 → "1:02:05", 125 → "2:05". */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
