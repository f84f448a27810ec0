import type { Seeder } from '../../seed/seed.ts';
import { writeSetting } from '../system/settings.ts';
import { creditMember } from './ledger.ts';
import { setUplineTransfer } from './upline.ts';

/** Demo credit per member: $1,000.00. */
export const DEMO_CREDIT_MINOR = 100_000;

/**
 * Credits every member that exists at seed time (the accounts domain's demo members) with the demo
 * balance, through the ledger (BANK → member), so their money has a history like any other.
 */
export const seedDemoBalances: Seeder = async (sql) => {
  const members = await sql.query<{ id: number }>('SELECT id FROM members ORDER BY id');
  for (const m of members) {
    await creditMember(sql, {
      key: `seed:demo-credit:${m.id}`,
      memberId: Number(m.id),
      amount: DEMO_CREDIT_MINOR,
      kind: 'deposit',
      house: 'BANK',
      ref: 'demo-credit',
    });
  }
};

/**
 * The demo brand lets members send money to their agent, and the demo agent agent01 takes it, so the
 * demo player (below agent01) finds "Transfer to upline" in the member centre. Other agents stay off.
 */
export const seedUplineTransfer: Seeder = async (sql) => {
  const [agent] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'agent01'`);
  if (!agent) return; // a brand without the demo agent keeps the feature off
  await writeSetting(sql, 'uplineTransfer', true);
  await setUplineTransfer(sql, 'agent01', true);
};

/** The demo brand plays in the Philippines: its days (daily limits, once-a-day rewards) begin at Manila's midnight. */
export const seedBrandTimeZone: Seeder = async (sql) => {
  await writeSetting(sql, 'timeZone', 'Asia/Manila');
};
