import { UsageError, type OpsCommand } from '../ops-command.ts';
import { cancelOne, drawNow } from './engine.ts';

async function gameExists(platform: Parameters<OpsCommand['run']>[0], code: string): Promise<void> {
  const [row] = await platform.db.query('SELECT 1 FROM lottery_games WHERE code = $1', [code]);
  if (!row) throw new UsageError(`no lottery game ${code}`);
}

/**
 * `lottery draw <gameCode>`: draws the game's current numero now (opening one first if needed),
 * settles it, opens the next. `lottery cancel <gameCode> [numero]`: cancels the current (or named)
 * open numero and refunds its bets. For demos, tests and incidents.
 */
export const lotteryOps: OpsCommand = {
  usage: 'lottery draw <gameCode> | lottery cancel <gameCode> [numero] | lottery games',
  async run(platform, [action, code, numero]) {
    if (action === 'games') {
      const rows = await platform.db.query<{
        code: string;
        account_type: string;
        interval_seconds: number | null;
        draw_times: string[];
      }>('SELECT code, account_type, interval_seconds, draw_times FROM lottery_games WHERE enabled ORDER BY sort, id');
      return rows
        .map(
          (r) => `${r.code}\t${r.account_type}\t${r.interval_seconds ? `every ${r.interval_seconds}s` : r.draw_times.join(',')}`,
        )
        .join('\n');
    }
    if ((action !== 'draw' && action !== 'cancel') || !code)
      throw new UsageError('say lottery draw <gameCode>, lottery cancel <gameCode> [numero] or lottery games');
    await gameExists(platform, code);
    const now = Date.now();
    if (action === 'draw') {
      const result = await drawNow(platform, code, now);
      if (!result?.draw) throw new UsageError(`${code} has no numero to draw (no draw day ahead?)`);
      const { draw, members } = result;
      const paid = members.reduce((s, m) => s + m.event.payoutMinor, 0);
      return `${code} ${draw.numero}: open number ${draw.openNumber}, ${members.length} player(s) settled, paid ${paid} (minor units)\nseed ${draw.seed}\nseed hash ${draw.seedHash}`;
    }
    const [row] = await platform.db.query<{ id: number; numero: string }>(
      `SELECT d.id, d.numero FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE g.code = $1 AND d.status IN ('OPEN', 'LOCKED') AND ($2::text IS NULL OR d.numero = $2)`,
      [code, numero ?? null],
    );
    if (!row) throw new UsageError(`${code} has no open numero${numero ? ` ${numero}` : ''} to cancel`);
    const members = await cancelOne(platform, Number(row.id), now);
    return `${code} ${row.numero}: cancelled, ${members?.length ?? 0} player(s) refunded`;
  },
};
