import { formatMinor } from '@tala/contract/core/money';
import { memberByAccount } from '../member/queries.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { playLimitRows, reminderOf, type PlayLimitRow } from './queries.ts';
import { inForce } from './rules.ts';

const when = (d: Date | string | null) => (d === null ? 'permanent' : new Date(d).toISOString().replace('.000Z', 'Z'));
const amount = (minor: number | null) => (minor === null ? 'none' : formatMinor(minor));

/** One limit line: the amount in force, and a raise or removal still waiting for its 24 hours. */
function limitLine(label: string, row: PlayLimitRow, now: number): string {
  const { limit, pending } = inForce(row, now);
  const waiting = pending?.pending_from
    ? `; ${pending.pending_minor === null ? 'removal' : `raise to ${formatMinor(pending.pending_minor)}`} from ${when(pending.pending_from)}`
    : '';
  return `  ${label.padEnd(14)} ${amount(limit)}${waiting}`;
}

/**
 * `responsible show <username>`: what a member has set on himself, for support and compliance — the
 * break in force and the breaks he took, loss, stake and deposit limits with any raise still waiting
 * for its 24 hours, and the reality-check interval. Read-only: breaks cannot be lifted early, by the
 * member or by an operator.
 */
export const responsibleOps: OpsCommand = {
  usage: 'responsible show <username>',
  async run(platform, [action, account]) {
    if (action !== 'show' || !account) throw new UsageError('say show <username>');
    const { db } = platform;
    const member = await memberByAccount(db, account);
    if (!member) throw new UsageError(`no member ${account}`);
    const now = Date.now();
    const breaks = await db.query<{ kind: string; choice: string; starts_at: Date; ends_at: Date | null }>(
      `SELECT kind, choice, starts_at, ends_at FROM play_breaks WHERE member_id = $1 ORDER BY starts_at DESC, id DESC LIMIT 20`,
      [member.id],
    );
    const active = breaks
      .filter((b) => new Date(b.starts_at).getTime() <= now && (b.ends_at === null || new Date(b.ends_at).getTime() > now))
      .sort((a, b) =>
        a.ends_at === null ? -1 : b.ends_at === null ? 1 : new Date(b.ends_at).getTime() - new Date(a.ends_at).getTime(),
      )[0];
    const deposits = await db.query<PlayLimitRow>(
      `SELECT 'deposit' AS kind, period, limit_minor, pending_minor, pending_from FROM deposit_limits WHERE member_id = $1`,
      [member.id],
    );
    const limits = [
      ...(await playLimitRows(db, member.id)),
      ...deposits.map((r) => ({
        ...r,
        limit_minor: r.limit_minor === null ? null : Number(r.limit_minor),
        pending_minor: r.pending_minor === null ? null : Number(r.pending_minor),
      })),
    ];
    const order = ['loss', 'stake', 'deposit'];
    const periods = ['day', 'week', 'month'];
    limits.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || periods.indexOf(a.period) - periods.indexOf(b.period));
    const reminder = await reminderOf(db, member.id);

    return [
      `${member.account} (id ${member.id})`,
      `break in force: ${active ? `${active.kind} ${active.choice} until ${when(active.ends_at)}` : 'none'}`,
      `breaks taken: ${breaks.length === 0 ? 'none' : ''}`,
      ...breaks.map((b) => `  ${when(b.starts_at)}  ${b.kind.padEnd(9)} ${b.choice.padEnd(9)} until ${when(b.ends_at)}`),
      `limits: ${limits.length === 0 ? 'none' : ''}`,
      ...limits.map((l) => limitLine(`${l.kind} ${l.period}`, l, now)),
      `reality check: ${reminder === null ? 'off' : `every ${reminder} minutes`}`,
    ].join('\n');
  },
};
