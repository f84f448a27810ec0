import { randomBytes } from 'node:crypto';
import type { Seeder } from '../../seed/seed.ts';
import { insertAccount, setPayeeName } from '../payout/queries.ts';
import { currencySymbol } from '../system/settings.ts';
import { debitMember, postBetweenHouses } from '../wallet/ledger.ts';
import { insertWithdrawal, moveWithdrawal } from './queries.ts';
import { HOLD } from './requests.ts';

/** What the demo player took out: $150.00 to his GCash wallet. */
export const DEMO_PAYOUT_MINOR = 15_000;
const DEMO_PAYOUT_NO = 'WDDEMO0001';
/** The answer is due in three days, not the brand's hour: a newcomer who starts the demo tomorrow still finds it. */
const ANSWER_WITHIN_MS = 3 * 86_400_000;

/**
 * The demo player's last withdrawal, paid out and waiting for his "Did it arrive?", so a newcomer meets
 * the withdrawal confirmation without playing the operator first. It is written as the real flow writes
 * it: a GCash payout account in his name, the hold and the payout as ledger postings (main wallet →
 * holding account → bank), the sandbox provider's payout record, and the request → approved → paid steps.
 */
export const seedDemoPayout: Seeder = async (sql) => {
  const [demo] = await sql.query<{ id: number; name: string; mobile: string }>(
    `SELECT id, COALESCE(NULLIF(nickname, ''), 'Demo Player') AS name, mobile FROM members WHERE account = 'demo'`,
  );
  if (!demo) return; // a brand without the demo player has nothing to show
  const memberId = Number(demo.id);
  await setPayeeName(sql, memberId, demo.name);
  await insertAccount(sql, {
    memberId,
    type: 'ewallet',
    provider: 'GCASH',
    accountNumber: `0${demo.mobile}`.slice(0, 11),
    holderName: demo.name,
  });
  const [account] = await sql.query<{ id: number }>(
    `SELECT id FROM payout_accounts WHERE member_id = $1 AND provider = 'GCASH' AND removed_at IS NULL`,
    [memberId],
  );
  const now = Date.now();
  const hold = await debitMember(sql, {
    key: `withdraw:${DEMO_PAYOUT_NO}:hold`,
    memberId,
    amount: DEMO_PAYOUT_MINOR,
    kind: 'withdrawal',
    house: HOLD,
    ref: DEMO_PAYOUT_NO,
  });
  await insertWithdrawal(sql, {
    withdrawNo: DEMO_PAYOUT_NO,
    memberId,
    requestId: 'seed-demo-payout',
    accountId: Number(account!.id),
    amountMinor: DEMO_PAYOUT_MINOR,
    holdPostingId: hold.id,
  });
  const [withdrawal] = await sql.query<{ id: number }>(`SELECT id FROM withdrawals WHERE withdraw_no = $1`, [DEMO_PAYOUT_NO]);
  const id = Number(withdrawal!.id);
  await moveWithdrawal(sql, id, 'requested', 'approved', { approved_at: new Date(now) });
  const ref = `SBP${randomBytes(9).toString('base64url')}`;
  await sql.query(
    `INSERT INTO sandbox_payouts (ref, merchant_order, amount_minor, currency, bank, account_number, holder_name)
     SELECT $1, $2, $3, $4, provider, account_number, holder_name FROM payout_accounts WHERE id = $5`,
    [ref, DEMO_PAYOUT_NO, DEMO_PAYOUT_MINOR, await currencySymbol(sql), Number(account!.id)],
  );
  const payout = await postBetweenHouses(sql, {
    key: `withdraw:${DEMO_PAYOUT_NO}:payout`,
    kind: 'withdrawal.payout',
    from: HOLD,
    to: 'BANK',
    amount: DEMO_PAYOUT_MINOR,
    memberId,
    ref: DEMO_PAYOUT_NO,
  });
  await moveWithdrawal(sql, id, 'approved', 'paid', {
    payout_posting_id: payout.id,
    payout_provider: 'SANDBOX',
    payout_ref: ref,
    paid_at: new Date(now),
    confirm_due_at: new Date(now + ANSWER_WITHIN_MS),
  });
};
