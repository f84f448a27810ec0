import {
  promoLabels,
  promoProducts,
  promoTypes,
  type PromoLabel,
  type PromoPeriod,
  type PromoProduct,
  type PromoRuleKind,
  type RafflePrize,
} from '@tala/contract/promotions';
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
  '(--fixed <amount> | --first <percent> | --reload <percent> | --apply <amount> | --rebate <percent> [--product lottery|games] ' +
  '| --lossback <percent> | --birthday <amount> | --app <amount> | --raffle <amount>:<weight>,…) [--cap <amount>] ' +
  '[--min <amount>] [--turnover <n>] [--daily | --weekly] [--new] [--vip <level>] [--countries 84,62] [--starts <days>] [--days <n>]';

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

/** A percent with at most two decimals (0.8, 12.5) as basis points. */
function bps(opts: Map<string, string>, name: string): number | null {
  const raw = opts.get(name);
  if (raw === undefined) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw)) throw new UsageError(`--${name} must be a percent such as 0.8 or 10`);
  const value = Math.round(Number(raw) * 100);
  if (value <= 0 || value > 10_000) throw new UsageError(`--${name} must be above 0 and at most 100`);
  return value;
}

/** A raffle's prize table: `1.00:60,5.00:30,20.00:10` (amount:weight). */
function prizeTable(raw: string): RafflePrize[] {
  const prizes = raw.split(',').map((entry) => {
    const [amountText = '', weightText = ''] = entry.split(':');
    const amountMinor = toMinor(amountText);
    const weight = Number(weightText);
    if (amountMinor === null || amountMinor <= 0 || !Number.isInteger(weight) || weight <= 0 || weight > 1_000_000) {
      throw new UsageError('--raffle takes amount:weight pairs, e.g. 1.00:60,5.00:30,20.00:10');
    }
    return { amountMinor, weight };
  });
  if (prizes.length > 20) throw new UsageError('--raffle takes at most 20 prizes');
  return prizes;
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
  const picked = {
    fixed: amount(opts, 'fixed'),
    apply: amount(opts, 'apply'),
    first: integer(opts, 'first', 1, 1000),
    reload: integer(opts, 'reload', 1, 1000),
    rebate: bps(opts, 'rebate'),
    lossback: bps(opts, 'lossback'),
    birthday: amount(opts, 'birthday'),
    app: amount(opts, 'app'),
    raffle: opts.has('raffle') ? prizeTable(opts.get('raffle')!) : null,
  };
  const chosen = Object.entries(picked).filter(([, v]) => v !== null);
  if (chosen.length > 1)
    throw new UsageError(
      `say only one of ${Object.keys(picked)
        .map((k) => `--${k}`)
        .join(', ')}`,
    );
  const kindOf: Record<keyof typeof picked, PromoRuleKind> = {
    fixed: 'fixed',
    apply: 'apply',
    first: 'firstDeposit',
    reload: 'reload',
    rebate: 'rebate',
    lossback: 'lossBack',
    birthday: 'birthday',
    app: 'appDownload',
    raffle: 'raffle',
  };
  const kind = chosen[0] ? kindOf[chosen[0][0] as keyof typeof picked] : null;
  const percent = picked.first ?? picked.reload;
  const rateBps = picked.rebate ?? picked.lossback;
  const cap = amount(opts, 'cap');
  if ((percent !== null || rateBps !== null) && cap === null) throw new UsageError('a percent bonus needs --cap');
  const product = opts.get('product');
  if (product !== undefined && (kind !== 'rebate' || !(promoProducts as readonly string[]).includes(product))) {
    throw new UsageError(`--product goes with --rebate and is one of: ${promoProducts.join(', ')}`);
  }
  if (opts.has('daily') && opts.has('weekly')) throw new UsageError('say --daily or --weekly, not both');
  if (opts.has('weekly') && kind !== 'lossBack' && kind !== 'raffle')
    throw new UsageError('--weekly goes with --lossback or --raffle');
  // a rebate reads yesterday (so daily); a birthday bonus is once a year; a loss back is per day unless weekly
  const period: PromoPeriod =
    kind === 'rebate'
      ? 'daily'
      : kind === 'birthday'
        ? 'yearly'
        : opts.has('weekly')
          ? 'weekly'
          : opts.has('daily') || kind === 'lossBack'
            ? 'daily'
            : 'once';
  const min = amount(opts, 'min') ?? 0;
  const basisKind = kind === 'rebate' || kind === 'lossBack';
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
      kind === null
        ? null
        : {
            kind,
            period,
            fixedMinor: picked.fixed ?? picked.apply ?? picked.birthday ?? picked.app,
            percent,
            capMinor: percent === null && rateBps === null ? null : cap,
            // --min is the smallest deposit of deposit bonuses, the fewest bets of a rebate, the smallest loss of a loss back
            minDepositMinor: basisKind ? 0 : min,
            turnoverMultiple: integer(opts, 'turnover', 0, 100) ?? 1,
            rateBps,
            product: (product as PromoProduct | undefined) ?? null,
            minBasisMinor: basisKind ? min : 0,
            prizes: picked.raffle,
          },
  };
}

function describeRule(rule: NonNullable<ReturnType<typeof ruleOf>>): string {
  switch (rule.kind) {
    case 'firstDeposit':
    case 'reload':
      return `${rule.kind} ${rule.percent}% cap ${money(rule.capMinor)} min ${money(rule.minDepositMinor)}`;
    case 'rebate':
    case 'lossBack':
      return `${rule.kind} ${(rule.rateBps ?? 0) / 100}%${rule.product ? ` of ${rule.product}` : ''} cap ${money(rule.capMinor)} min ${money(rule.minBasisMinor)}`;
    case 'raffle':
      return `raffle ${(rule.prizes ?? []).map((p) => `${money(p.amountMinor)}:${p.weight}`).join(',')}`;
    default:
      return `${rule.kind} ${money(rule.fixedMinor)}`;
  }
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
          const pays = !rule ? 'read only' : describeRule(rule);
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
