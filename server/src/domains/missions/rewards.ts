import type { RewardKind } from '@tala/contract/missions';
import type { Sql } from '../../db/client.ts';
import { recordTurnoverRequirement } from '../deposit/queries.ts';
import { postPoints } from '../points/ledger.ts';
import { creditMember } from '../wallet/ledger.ts';

/**
 * Pays a mission or sign-in reward inside the caller's transaction, through the ledger it belongs
 * to: cash from the house PROMO account (the account record shows it as a bonus) with a turnover
 * requirement the withdrawal reads, as promotion bonuses have; points as a points posting. The key
 * makes a replay move nothing. Answers the posting's id.
 */
export async function payReward(
  sql: Sql,
  r: {
    key: string;
    memberId: number;
    kind: RewardKind;
    amount: number;
    source: 'mission' | 'signIn';
    ref: string;
    /** cash only: the reward times this is the turnover the member wagers before withdrawing it. */
    turnoverMultiple: number;
  },
): Promise<number> {
  if (r.kind === 'points') {
    const posting = await postPoints(sql, { key: r.key, memberId: r.memberId, kind: r.source, points: r.amount, ref: r.ref });
    return posting.id;
  }
  const posting = await creditMember(sql, {
    key: r.key,
    memberId: r.memberId,
    amount: r.amount,
    kind: `${r.source === 'mission' ? 'mission' : 'signin'}.reward`,
    house: 'PROMO',
    ref: r.ref,
  });
  if (r.turnoverMultiple > 0) {
    await recordTurnoverRequirement(sql, {
      memberId: r.memberId,
      source: r.source === 'mission' ? 'mission' : 'signin',
      ref: r.ref,
      requiredMinor: r.amount * r.turnoverMultiple,
    });
  }
  return posting.id;
}
