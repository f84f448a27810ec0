import { formatMinor, toMinor } from '@tala/contract/core/money';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { earnPending } from './earning.ts';

const kinds = ['cash', 'voucher', 'goods'] as const;

/**
 * The points mall's items and the earning job, by hand:
 * `points items`; `points add <code> cash|voucher|goods <cost> <cash amount|-> <stock|-> <title…>`
 * (the title in every language until translated in the database); `points stock <code> <n|->`;
 * `points enable|disable <code>`; `points earn` (earns the points of settled bets now).
 */
export const pointsOps: OpsCommand = {
  usage:
    'points items | points add <code> cash|voucher|goods <cost> <cash|-> <stock|-> <title> | points stock <code> <n|-> | ' +
    'points enable|disable <code> | points earn',
  async run({ db }, [action, ...rest]) {
    if (action === 'items') {
      const rows = await db.query<{
        code: string;
        kind: string;
        cost_points: number;
        cash_minor: number | null;
        stock: number | null;
        enabled: boolean;
        title: Record<string, string>;
      }>('SELECT code, kind, cost_points, cash_minor, stock, enabled, title FROM point_items ORDER BY sort, id');
      if (!rows.length) return 'no items';
      return rows
        .map((r) =>
          [
            r.code,
            r.kind,
            `${r.cost_points} points`,
            r.cash_minor === null ? '-' : formatMinor(Number(r.cash_minor)),
            r.stock === null ? 'unlimited' : `${r.stock} left`,
            r.enabled ? 'enabled' : 'disabled',
            r.title.en ?? '',
          ].join('\t'),
        )
        .join('\n');
    }
    if (action === 'add') {
      const [code, kind, costText, cashText, stockText, ...words] = rest;
      const title = words.join(' ').trim();
      if (!code || !/^[A-Z0-9_]{2,32}$/.test(code)) throw new UsageError('the code is 2-32 capitals, digits or _');
      if (!kinds.includes(kind as (typeof kinds)[number])) throw new UsageError('the kind is cash, voucher or goods');
      const cost = Number(costText);
      if (!Number.isInteger(cost) || cost <= 0) throw new UsageError('the cost is a whole number of points');
      const cash = kind === 'cash' ? toMinor(cashText ?? '') : null;
      if (kind === 'cash' && (cash === null || cash <= 0)) throw new UsageError('a cash item pays an amount, e.g. 5.00');
      if (kind !== 'cash' && cashText !== '-') throw new UsageError('only cash items pay an amount: say -');
      const stock = stockText === '-' ? null : Number(stockText);
      if (stock !== null && (!Number.isInteger(stock) || stock < 0)) throw new UsageError('the stock is a whole number, or -');
      if (!title) throw new UsageError('say the title');
      const added = await db.query(
        `INSERT INTO point_items (code, kind, title, cost_points, cash_minor, stock, sort)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, (SELECT coalesce(max(sort), 0) + 1 FROM point_items))
         ON CONFLICT (code) DO NOTHING RETURNING id`,
        [code, kind, JSON.stringify({ en: title }), cost, cash, stock],
      );
      if (!added.length) throw new UsageError(`item ${code} exists`);
      return `added ${code}`;
    }
    if (action === 'stock') {
      const [code, stockText] = rest;
      const stock = stockText === '-' ? null : Number(stockText);
      if (!code || (stock !== null && (!Number.isInteger(stock) || stock < 0))) throw new UsageError('say stock <code> <n|->');
      const rows = await db.query('UPDATE point_items SET stock = $2 WHERE code = $1 RETURNING id', [code, stock]);
      if (!rows.length) throw new UsageError(`no item ${code}`);
      return `${code}: ${stock === null ? 'unlimited' : `${stock} left`}`;
    }
    if (action === 'enable' || action === 'disable') {
      const [code] = rest;
      const rows = await db.query('UPDATE point_items SET enabled = $2 WHERE code = $1 RETURNING id', [
        code ?? '',
        action === 'enable',
      ]);
      if (!rows.length) throw new UsageError(`no item ${code ?? ''}`);
      return `${code}: ${action}d`;
    }
    if (action === 'earn') {
      let bets = 0;
      let points = 0;
      for (;;) {
        const batch = await db.tx((sql) => earnPending(sql, { limit: 500 }));
        bets += batch.bets;
        points += batch.points;
        if (batch.bets < 500) break;
      }
      return `${bets} bet(s) looked at, ${points} point(s) earned`;
    }
    throw new UsageError('say items, add, stock, enable, disable or earn');
  },
};
