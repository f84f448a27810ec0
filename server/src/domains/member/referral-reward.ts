import { MESSAGE_PUSH_EVENTS } from '@tala/contract/core/push';
import type { Sql } from '../../db/client.ts';
import type { Platform } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import type { Seeder } from '../../seed/seed.ts';
import { insertMessage } from '../messages/queries.ts';
import { creditMember } from '../wallet/ledger.ts';
import { publishBalance } from '../wallet/events.ts';

/**
 * The referral reward (invite friends): when a friend who registered with a member's code makes his
 * first deposit, the referrer gets the brand's reward if that deposit reaches the minimum. Decided
 * once per friend (referral_rewards is keyed by the friend) and paid through the ledger with a key
 * of its own, so a rerun, a crash between the two, or two runners at once never pay twice.
 */

export interface ReferralRule {
  minDepositMinor: number;
  rewardMinor: number;
}

/** The demo brand's rule: a first deposit of at least 500.00 pays the referrer 88.00. */
export const demoReferralRule: ReferralRule = { minDepositMinor: 50_000, rewardMinor: 8_800 };

export async function readReferralRule(sql: Sql): Promise<ReferralRule | null> {
  const [row] = await sql.query<{ min_deposit_minor: string | number; reward_minor: string | number }>(
    'SELECT min_deposit_minor, reward_minor FROM referral_reward_rule WHERE id = 1 AND enabled',
  );
  return row ? { minDepositMinor: Number(row.min_deposit_minor), rewardMinor: Number(row.reward_minor) } : null;
}

export async function writeReferralRule(sql: Sql, rule: ReferralRule | null): Promise<void> {
  if (!rule) {
    await sql.query('UPDATE referral_reward_rule SET enabled = false, updated_at = now() WHERE id = 1');
    return;
  }
  await sql.query(
    `INSERT INTO referral_reward_rule (id, min_deposit_minor, reward_minor) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET min_deposit_minor = $1, reward_minor = $2, enabled = true, updated_at = now()`,
    [rule.minDepositMinor, rule.rewardMinor],
  );
}

export const seedReferralRule: Seeder = (sql) => writeReferralRule(sql, demoReferralRule);

/** Real deposits only: the demo credit a seeded account starts with is not a friend's deposit. */
const firstDepositSql = `SELECT p.amount FROM ledger_postings p
  WHERE p.member_id = f.id AND p.kind = 'deposit' AND coalesce(p.ref, '') <> 'demo-credit' ORDER BY p.id LIMIT 1`;

const maskAccount = (account: string) => `${account.slice(0, 2)}${'*'.repeat(Math.max(3, account.length - 2))}`;

/**
 * Decides one friend's reward, in one transaction with the referrer's credit and his inbox notice.
 * Returns the referrer paid, or null (already decided, no deposit yet, below the minimum, no rule).
 */
export async function decideReferralReward(platform: Platform, friendId: number): Promise<number | null> {
  const paid = await platform.db.tx((sql) => decideReferralRewardTx(sql, friendId));
  if (paid !== null) {
    await publishBalance(platform, paid, { reason: 'referral', ref: `referral:${friendId}` });
    platform.publish(paid, { type: MESSAGE_PUSH_EVENTS.new, data: { broadcast: false } });
  }
  return paid;
}

/** The decision and the credit in the caller's transaction; the referrer paid, or null. Nobody is told. */
export async function decideReferralRewardTx(sql: Sql, friendId: number): Promise<number | null> {
  const rule = await readReferralRule(sql);
  if (!rule) return null;
  const [friend] = await sql.query<{ referrer_id: number; account: string; amount: string | number }>(
    `SELECT f.referrer_id, f.account, d.amount FROM members f
       JOIN members r ON r.id = f.referrer_id AND r.status = 'active'
       CROSS JOIN LATERAL (${firstDepositSql}) d
      WHERE f.id = $1 FOR UPDATE OF f`,
    [friendId],
  );
  if (!friend) return null;
  const deposit = Number(friend.amount);
  const reward = deposit >= rule.minDepositMinor ? rule.rewardMinor : 0;
  const referrerId = Number(friend.referrer_id);
  const [decided] = await sql.query<{ friend_id: number }>(
    `INSERT INTO referral_rewards (friend_id, referrer_id, deposit_minor, reward_minor) VALUES ($1, $2, $3, $4)
     ON CONFLICT (friend_id) DO NOTHING RETURNING friend_id`,
    [friendId, referrerId, deposit, reward],
  );
  if (!decided || reward === 0) return null;
  const posting = await creditMember(sql, {
    key: `referral.reward:${friendId}`,
    memberId: referrerId,
    amount: reward,
    kind: 'referral.reward',
    house: 'PROMO',
    ref: `referral:${friendId}`,
  });
  await sql.query('UPDATE referral_rewards SET posting_id = $2 WHERE friend_id = $1', [friendId, posting.id]);
  await insertMessage(sql, referrerId, {
    kind: 'promotion',
    template: 'referralReward',
    params: { amountMinor: reward, friend: maskAccount(friend.account) },
  });
  return referrerId;
}

/** Friends with a deposit and no decision yet, oldest first; each is decided in its own transaction. */
export async function decideDueReferralRewards(platform: Platform, limit = 200): Promise<number> {
  const due = await platform.db.query<{ id: number }>(
    `SELECT f.id FROM members f
      WHERE f.referrer_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM referral_rewards x WHERE x.friend_id = f.id)
        AND EXISTS (${firstDepositSql})
      ORDER BY f.id LIMIT $1`,
    [limit],
  );
  let paid = 0;
  for (const f of due) if ((await decideReferralReward(platform, Number(f.id))) !== null) paid++;
  return paid;
}

/** Pays referral rewards a minute or so after the friend's first deposit, whatever route it came by. */
export const referralRewardJob: Job = {
  name: 'referral.rewards',
  everyMs: 60_000,
  run: (platform) => decideDueReferralRewards(platform),
};
