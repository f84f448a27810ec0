import { promoLabels, promoTypes, type PromoLabel } from '@tala/contract/promotions';
import { toMinor } from '@tala/contract/core/money';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { pick } from '../system/text.ts';
import { decide } from './applications.ts';
import { allPromotions, insertPromotion, pendingApplications, setPromotionActive, type NewPromotion } from './queries.ts';
import { ruleOf } from './rules.ts';
import { sanitisePromotion } from '../system/sanitise.ts';

const money = (minor: number | null) => (minor === null ? '-' : (minor / 100).toFixed(2));

const addUsage =
  'promo add <type> "<title>" [--content "<html>"] [--labels NEWBIE,DAILY] [--category <c>] ' +
  '(--fixed <amount> | --first <percent> | --reload <percent> | --apply <amount>) [--cap <amount>] [--min <amount>] ' +
  '[--turnover <n>] [--daily] [--new] [--vip <level>] [--countries 84,62] [--starts <days>] [--days <n>]';

/** `--name value` and bare `--flag` options after the positional words. */
function parseOptions(args: string[]): { words: string[]; opts: Map<string, string> } {
  const words: string[] = [];
  const opts = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      words.push(a);
      continue;
    }
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      opts.set(a.slice(2), next);
      i += 1;
    } else opts.set(a.slice(2), '');
  }
  return { words, opts };
}

function amount(opts: Map<string, string>, name: string): number | null {
  const raw = opts.get(name);
  if (raw === undefined) return null;
  const minor = toMinor(raw);
  if (minor === null || minor <= 0) throw new UsageError(`--${name} must be a positive amount`);
  return minor;
}

function integer(opts: Map<string, string>, name: string, min: number, max: number): number | null {
  const raw = opts.get(name);
  if (raw === undefined) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function parsePromotion(args: string[], now = Date.now()): NewPromotion {
  const { words, opts } = parseOptions(args);
  const [type, title] = words;
  if (!type || !(promoTypes as readonly string[]).includes(type))
    throw new UsageError(`type must be one of: ${promoTypes.join(', ')}`);
  if (!title?.trim()) throw new UsageError('say the title');
  const labels = (opts.get('labels') ?? '').split(',').filter(Boolean);
  const unknown = labels.filter((l) => !(promoLabels as readonly string[]).includes(l));
  if (unknown.length) throw new UsageError(`unknown label ${unknown.join(', ')}; labels: ${promoLabels.join(', ')}`);
  const apply = amount(opts, 'apply');
  const fixed = amount(opts, 'fixed') ?? apply;
  const first = integer(opts, 'first', 1, 1000);
  const reload = integer(opts, 'reload', 1, 1000);
  if ([amount(opts, 'fixed'), apply, first, reload].filter((v) => v !== null).length > 1) {
    throw new UsageError('say only one of --fixed, --first, --reload, --apply');
  }
  const percent = first ?? reload;
  const cap = amount(opts, 'cap');
  if (percent !== null && cap === null) throw new UsageError('a percent bonus needs --cap');
  const starts = integer(opts, 'starts', 0, 3650) ?? 0;
  const days = integer(opts, 'days', 1, 3650);
  const startsAt = starts > 0 ? new Date(now + starts * 86_400_000) : null;
  const countries = (opts.get('countries') ?? '').split(',').filter(Boolean);
  if (countries.some((c) => !/^\d{1,4}$/.test(c))) throw new UsageError('--countries takes dialing codes, e.g. 84,62');
  const content = sanitisePromotion(opts.get('content') ?? '');
  return {
    category: opts.get('category') || type,
    type,
    labels: labels as PromoLabel[],
    title: { en: title.trim() },
    content: { en: content },
    startsAt,
    endsAt: days ? new Date((startsAt?.getTime() ?? now) + days * 86_400_000) : null,
    newPlayersOnly: opts.has('new'),
    minVipLevel: integer(opts, 'vip', 0, 99) ?? 0,
    countries,
    rule:
      fixed === null && percent === null
        ? null
        : {
            kind: apply !== null ? 'apply' : fixed !== null ? 'fixed' : first !== null ? 'firstDeposit' : 'reload',
            period: opts.has('daily') ? 'daily' : 'once',
            fixedMinor: fixed,
            percent,
            capMinor: percent === null ? null : cap,
            minDepositMinor: amount(opts, 'min') ?? 0,
            turnoverMultiple: integer(opts, 'turnover', 0, 100) ?? 1,
          },
  };
}

/**
 * `promo applications`: applications waiting for review (id, member, promotion, comment, image ids).
 * `promo approve <id>` pays the bonus (once); `promo reject <id> <reason…>` tells the member why.
 * `promo list`: every promotion with its switch, period and rule.
 * `promo add …`: a new promotion (content sanitised as it is stored), shown at once.
 * `promo on|off <id>`: shows or hides a promotion (hidden ones cannot be claimed).
 */
export const promoOps: OpsCommand = {
  usage: `promo list | ${addUsage} | promo on|off <id> | promo applications | promo approve <id> | promo reject <id> <reason>`,
  async run(platform, [action, ...rest]) {
    const { db } = platform;
    if (action === 'list') {
      const rows = await allPromotions(db);
      if (!rows.length) return 'no promotion';
      return rows
        .map((p) => {
          const rule = ruleOf(p);
          const pays = !rule
            ? 'read only'
            : rule.kind === 'fixed' || rule.kind === 'apply'
              ? `${rule.kind} ${money(rule.fixedMinor)}`
              : `${rule.kind} ${rule.percent}% cap ${money(rule.capMinor)} min ${money(rule.minDepositMinor)}`;
          return [
            p.id,
            p.active ? 'on' : 'off',
            p.promo_type,
            pick(p.title, 'en'),
            p.labels.join(',') || '-',
            `${p.starts_at?.toISOString().slice(0, 10) ?? '…'}..${p.ends_at?.toISOString().slice(0, 10) ?? '…'}`,
            pays,
            rule ? `${rule.period} turnover ${rule.turnoverMultiple}x` : '',
            [p.new_players_only ? 'new players' : '', p.min_vip_level ? `VIP ${p.min_vip_level}+` : '', p.countries.join(',')]
              .filter(Boolean)
              .join(' ') || 'everyone',
          ].join('\t');
        })
        .join('\n');
    }
    if (action === 'add') {
      const id = await insertPromotion(db, parsePromotion(rest));
      return `promotion ${id} added`;
    }
    if (action === 'on' || action === 'off') {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) throw new UsageError('say the promotion id');
      if (!(await setPromotionActive(db, id, action === 'on'))) throw new UsageError(`no promotion ${id}`);
      return `promotion ${id} ${action}`;
    }
    if (action === 'applications') {
      const rows = await pendingApplications(db);
      if (!rows.length) return 'no application waiting';
      return rows
        .map((a) =>
          [a.id, a.account, pick(a.title, 'en'), a.created_at.toISOString(), JSON.stringify(a.comment), a.images.join(',')].join(
            '\t',
          ),
        )
        .join('\n');
    }
    if (action === 'approve' || action === 'reject') {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) throw new UsageError('say the application id');
      const reason = rest.slice(1).join(' ').trim();
      if (action === 'reject' && !reason) throw new UsageError('say why (the member reads it)');
      const done = await decide(
        platform,
        id,
        action === 'approve' ? { approve: true } : { approve: false, reason: reason.slice(0, 200) },
      );
      return action === 'approve' ? `application ${id} approved: ${money(done.amount)} paid` : `application ${id} rejected`;
    }
    throw new UsageError('say list, add, on <id>, off <id>, applications, approve <id> or reject <id> <reason>');
  },
};
