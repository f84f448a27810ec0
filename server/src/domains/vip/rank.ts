import type { PlayerRank, VipLevel } from '@tala/contract/vip';
import type { Platform } from '../../http/context.ts';
import { sendMessage } from '../messages/send.ts';
import { lifetimeTotals, raiseRank, rankOf, vipLevels } from './queries.ts';

/** The highest level whose thresholds (deposits and valid bets, both) the totals meet. */
export function levelReached(levels: readonly VipLevel[], totals: { depositMinor: number; validBetMinor: number }): number {
  let reached = 0;
  for (const l of levels) {
    if (totals.depositMinor >= l.depositMinor && totals.validBetMinor >= l.validBetMinor) reached = Math.max(reached, l.level);
  }
  return reached;
}

/**
 * Brings the member's level up to what his totals reach (never down) and tells him once, in his
 * inbox. Safe to run again and concurrently: the raise is conditional on the stored level.
 */
export async function refreshRank(platform: Platform, memberId: number): Promise<PlayerRank> {
  const { db } = platform;
  const [levels, totals, stored] = await Promise.all([vipLevels(db), lifetimeTotals(db, memberId), rankOf(db, memberId)]);
  const reached = levelReached(levels, totals);
  let level = stored;
  const target = levels.find((l) => l.level === reached);
  if (target && reached > stored && reached > 0) {
    if (await raiseRank(db, memberId, target)) {
      await sendMessage(platform, memberId, { kind: 'system', template: 'vipLevel', params: { label: target.name } });
    }
    level = reached;
  }
  const next = levels.find((l) => l.level > level) ?? null;
  return {
    level,
    levels,
    totals,
    next: next
      ? {
          level: next.level,
          depositMissingMinor: Math.max(0, next.depositMinor - totals.depositMinor),
          validBetMissingMinor: Math.max(0, next.validBetMinor - totals.validBetMinor),
        }
      : null,
  };
}
