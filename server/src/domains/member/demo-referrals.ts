import { randomBytes } from 'node:crypto';
import type { Seeder } from '../../seed/seed.ts';
import { recordPaidOrderTx } from '../deposit/orders.ts';
import { hashPassword } from '../session/passwords.ts';
import { decideReferralRewardTx } from './referral-reward.ts';
import { setReferrer } from './report-queries.ts';

// newest last: the invite page lists friends newest first
const friends = [
  // a first deposit over the brand's minimum: the demo player was paid the reward for him
  { account: 'lia_reyes', hoursAgo: 70, deposit: { channel: 'GOWALLET', amountMinor: 100_000 } },
  // a first deposit under the minimum (200.00, less the channel's fee): decided, nothing paid
  { account: 'marco_cruz', hoursAgo: 30, deposit: { channel: 'QRPH', amountMinor: 20_000 } },
  // registered, no deposit yet: the reward is still to be decided
  { account: 'joy_santos', hoursAgo: 6, deposit: null },
] as const;

/**
 * Friends the demo player invited with his own code (invite friends), each at a different step, so
 * his invite page lists them with what each earned him. They register as the site registers a
 * friend, deposit through a paid deposit order, and are decided by the reward's own decision, which
 * credits the demo player and writes his inbox notice.
 */
export const seedDemoReferrals: Seeder = async (sql) => {
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
  if (!demo) return; // a brand without the demo player
  const referrerId = Number(demo.id);
  // a friend nobody can sign in as: the demo logins are the README's three
  const unusable = await hashPassword(randomBytes(24).toString('base64url'));
  for (const f of friends) {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO members (account, nickname, password_hash, language, first_login, created_at, last_login_at)
       VALUES ($1, $1, $2, 'EN', false, now() - make_interval(hours => $3::int), now() - make_interval(hours => $3::int))
       RETURNING id`,
      [f.account, unusable, f.hoursAgo],
    );
    const friendId = Number(row!.id);
    await setReferrer(sql, friendId, referrerId);
    if (!f.deposit) continue;
    await recordPaidOrderTx(sql, { memberId: friendId, ...f.deposit, requestId: `seed-referral-${f.account}` });
    await decideReferralRewardTx(sql, friendId);
  }
};
