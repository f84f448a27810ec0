import type { Seeder } from '../../seed/seed.ts';
import { creditMember } from './ledger.ts';

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
