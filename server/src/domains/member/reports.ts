import { randomInt } from 'node:crypto';
import { profitMaxDays, type ProfitFigures, type ProfitReport, type ReferralInfo } from '@tala/contract/member-centre';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readReferralRule } from './referral-reward.ts';
import {
  claimReferralCode,
  inviteesOf,
  profitRows,
  referralCodeOf,
  referralRewardTotal,
  type ProfitRow,
} from './report-queries.ts';

const zero = (): ProfitFigures => ({
  depositMinor: 0,
  withdrawalMinor: 0,
  stakeMinor: 0,
  winMinor: 0,
  bonusMinor: 0,
  netMinor: 0,
});

function add(into: ProfitFigures, r: ProfitRow): void {
  const stake = Number(r.stakes) - Number(r.refunds);
  into.depositMinor += Number(r.deposits);
  into.withdrawalMinor += Number(r.withdrawals);
  into.stakeMinor += stake;
  into.winMinor += Number(r.wins);
  into.bonusMinor += Number(r.bonuses);
  into.netMinor += Number(r.wins) - stake + Number(r.bonuses);
}

/** Personal profit and loss over a period: per day (the player's days), per product, and in total. */
export async function profitReport(
  platform: Platform,
  member: Member | null,
  input: { from: string; to: string; utcOffsetMinutes: number },
): Promise<ProfitReport> {
  assertRealAccount(member);
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (!(from < to) || to.getTime() - from.getTime() > profitMaxDays * 86_400_000) {
    throw new AppError('DATE_RANGE_INVALID', { field: 'from' });
  }
  const rows = await profitRows(platform.db, member.id, from, to, input.utcOffsetMinutes);
  const days = new Map<string, ProfitFigures>();
  const products = { games: zero(), lottery: zero() };
  const totals = zero();
  for (const r of rows) {
    let day = days.get(r.day);
    if (!day) days.set(r.day, (day = zero()));
    add(day, r);
    add(totals, r);
    if (r.product !== 'cashier') add(products[r.product], r);
  }
  return {
    days: [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, f]) => ({ date, ...f })),
    products: (['games', 'lottery'] as const).map((product) => ({
      product,
      stakeMinor: products[product].stakeMinor,
      winMinor: products[product].winMinor,
      netMinor: products[product].netMinor,
    })),
    totals,
  };
}

/** Letters and digits that are not mistaken for each other when read aloud or typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const maskAccount = (account: string) => `${account.slice(0, 2)}${'*'.repeat(Math.max(3, account.length - 2))}`;

/** The member's invitation code, made on the first ask, and the friends who registered with it. */
export async function referralInfo(platform: Platform, member: Member | null): Promise<ReferralInfo> {
  assertRealAccount(member);
  const { db } = platform;
  let code = await referralCodeOf(db, member.id);
  for (let tries = 0; !code && tries < 5; tries++) {
    await claimReferralCode(db, member.id, newCode());
    code = await referralCodeOf(db, member.id);
  }
  if (!code) throw new AppError('UNKNOWN');
  const friends = await inviteesOf(db, member.id);
  return {
    code,
    friends: friends.map((f) => ({
      account: maskAccount(f.account),
      registeredAt: f.created_at.toISOString(),
      deposited: f.deposited,
      decided: f.decided,
      rewardMinor: f.reward === null ? null : Number(f.reward),
    })),
    total: friends.length,
    depositedCount: friends.filter((f) => f.deposited).length,
    rule: await readReferralRule(db),
    rewardTotalMinor: await referralRewardTotal(db, member.id),
  };
}
