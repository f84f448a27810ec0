import { formatMinor } from '@tala/contract/core/money';
import type { LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';
import { formatDateTime, pick } from '../system/text.ts';

/** "demo" → "d***o": the board shows who won without giving the account away. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}***`;
  return `${account[0]}***${account[account.length - 1]}`;
}

const periods = { day: '1 day', week: '7 days', month: '30 days' } as const;

/** The winner board: biggest net wins of settled rounds in the period, one line per round. */
export async function rankList(sql: Sql, period: keyof typeof periods, size: number, lang: LocalePack) {
  const rows = await sql.query<{
    account: string;
    node_id: number;
    name: Record<string, string>;
    vendor: string;
    payout: number;
    settled_at: Date;
  }>(
    `SELECT m.account, r.node_id, g.name, r.vendor, r.payout, r.settled_at
       FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.node_id = r.node_id
      WHERE r.status = 'settled' AND r.payout > r.stake AND r.settled_at > now() - interval '${periods[period]}'
      ORDER BY r.payout DESC, r.settled_at DESC LIMIT $1`,
    [size],
  );
  return rows.map((r, i) => ({
    rank: i + 1,
    account: maskAccount(r.account),
    nodeId: Number(r.node_id),
    gameName: pick(r.name, lang),
    vassalage: r.vendor,
    winAmountMinor: Number(r.payout),
    winAmount: formatMinor(Number(r.payout)),
    winTime: formatDateTime(r.settled_at),
  }));
}
