import { formatMinor } from '@tala/contract/core/money';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { ledgerAudit } from '../wallet/ledger.ts';
import { isSingleWallet, setSingleWallet } from '../wallet/settings.ts';
import { refundStaleRounds } from '../../providers/games/demo/sweeper.ts';
import { catalogueChanged } from './cache.ts';
import { providerHost } from './host.ts';

/**
 * `games maintenance <VENDOR|nodeId> on|off` — puts a vendor or one game under maintenance (the lobby
 * shows it, launches and rounds answer GAME_MAINTENANCE); `games wallet single|transfer|status`;
 * `games audit` — ledger invariants and house results; `games sweep` — refund stuck rounds now.
 */
export const gamesOps: OpsCommand = {
  usage: 'games maintenance <VENDOR|nodeId> on|off | games wallet single|transfer|status | games audit | games sweep',
  async run(platform, [action, target, mode]) {
    const { db } = platform;
    if (action === 'maintenance') {
      if (!target || (mode !== 'on' && mode !== 'off')) throw new UsageError('say games maintenance <VENDOR|nodeId> on|off');
      const on = mode === 'on';
      const rows = /^\d+$/.test(target)
        ? await db.query('UPDATE games SET maintenance = $2 WHERE node_id = $1 RETURNING node_id', [Number(target), on])
        : await db.query('UPDATE game_vendors SET maintenance = $2 WHERE code = $1 RETURNING code', [target, on]);
      if (!rows.length) throw new UsageError(`no vendor or game ${target}`);
      catalogueChanged(db);
      return `${target} maintenance ${mode}`;
    }
    if (action === 'wallet') {
      if (target === 'status')
        return `merchant wallet is ${(await isSingleWallet(db)) ? 'single' : 'transfer (main + vendor wallets)'}`;
      if (target !== 'single' && target !== 'transfer') throw new UsageError('say games wallet single, transfer or status');
      await setSingleWallet(db, target === 'single');
      return `merchant wallet ${target}`;
    }
    if (action === 'audit') {
      const audit = await ledgerAudit(db);
      const house = await db.query<{ wallet: string; balance: number }>(
        `SELECT a.wallet, COALESCE(SUM(e.amount), 0)::bigint AS balance FROM ledger_accounts a
           LEFT JOIN ledger_entries e ON e.account_id = a.id WHERE a.member_id IS NULL GROUP BY a.wallet ORDER BY a.wallet`,
      );
      return [
        `entries sum ${audit.entriesSum} (must be 0), unbalanced postings ${audit.unbalancedPostings}, member balance drift ${audit.memberDrift}`,
        ...house.map((h) => `house ${h.wallet}\t${formatMinor(Number(h.balance))}`),
      ].join('\n');
    }
    if (action === 'sweep') return `${await refundStaleRounds(providerHost(platform))} round(s) refunded`;
    throw new UsageError('say games maintenance, games wallet, games audit or games sweep');
  },
};
