import type { Seeder } from '../../seed/seed.ts';
import { insertMessage } from './queries.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/**
 * The demo player's inbox: what a real member would have after a few days (a welcome, the demo
 * deposit credited, the VIP level, a security tip, a note from the operator), some already read.
 */
export const seedDemoMessages: Seeder = async (sql) => {
  const [demo] = await sql.query<{ id: number }>("SELECT id FROM members WHERE account = 'demo'");
  if (!demo) return;
  const id = Number(demo.id);
  await insertMessage(sql, id, { kind: 'system', template: 'welcome', createdAt: hoursAgo(72) });
  await insertMessage(sql, id, {
    kind: 'cashier',
    template: 'depositCredited',
    params: { amountMinor: 100_000 },
    createdAt: hoursAgo(71),
  });
  await insertMessage(sql, id, { kind: 'system', template: 'vipLevel', params: { label: 'VIP 3' }, createdAt: hoursAgo(30) });
  await insertMessage(sql, id, { kind: 'system', template: 'securityTip', createdAt: hoursAgo(5) });
  await insertMessage(sql, id, {
    kind: 'operator',
    title: 'Weekend draw schedule',
    body: 'The Saturday evening draws run 30 minutes later this weekend because of system maintenance. Bets already placed are not affected.',
    createdAt: hoursAgo(2),
  });
  // the first two were read on the day they arrived
  await sql.query(
    `UPDATE member_messages SET read_at = created_at + interval '1 hour'
      WHERE member_id = $1 AND template IN ('welcome', 'depositCredited')`,
    [id],
  );
};
