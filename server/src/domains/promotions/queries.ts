import type { PromoPeriod, PromoProduct, PromoRuleKind, RafflePrize } from '@tala/contract/promotions';
import type { Sql } from '../../db/client.ts';
import { balanceExtrasChanged } from '../wallet/extras.ts';

export type PromotionRow = {
  id: number;
  category: string;
  promo_type: string;
  labels: string[];
  title: unknown;
  content: unknown;
  sort: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  new_players_only: boolean;
  min_vip_level: number;
  countries: string[];
  rule_kind: PromoRuleKind | null;
  claim_period: PromoPeriod;
  fixed_minor: number | null;
  percent: number | null;
  cap_minor: number | null;
  min_deposit_minor: number;
  turnover_multiple: number;
  rate_bps: number | null;
  product: PromoProduct | null;
  min_basis_minor: number;
  prizes: RafflePrize[] | null;
};

// the single label of the original table counts when no list of labels was given
const rowColumns = (content: string) => `id, category, promo_type,
  CASE WHEN cardinality(labels) > 0 THEN labels WHEN label IS NOT NULL THEN ARRAY[label] ELSE '{}'::text[] END AS labels,
  title, ${content}, sort, active, starts_at, ends_at, new_players_only, min_vip_level, countries, rule_kind, claim_period,
  fixed_minor, percent, cap_minor, min_deposit_minor, turnover_multiple, rate_bps, product, min_basis_minor, prizes`;
const columns = rowColumns('content');

function normalise(r: PromotionRow): PromotionRow {
  return {
    ...r,
    id: Number(r.id),
    fixed_minor: r.fixed_minor === null ? null : Number(r.fixed_minor),
    cap_minor: r.cap_minor === null ? null : Number(r.cap_minor),
    min_deposit_minor: Number(r.min_deposit_minor),
    min_basis_minor: Number(r.min_basis_minor),
    // a prize edited by hand into something undrawable (no amount, no chance) is left out, not drawn
    prizes: r.prizes
      ? r.prizes
          .map((p) => ({ amountMinor: Number(p.amountMinor), weight: Number(p.weight) }))
          .filter(
            (p) => Number.isSafeInteger(p.amountMinor) && p.amountMinor > 0 && Number.isSafeInteger(p.weight) && p.weight > 0,
          )
      : null,
  };
}

/**
 * Active promotions that have not ended (running or coming soon), in the operator's order. Without
 * their content: the list and the balance call's reward count (every balance read) never show it,
 * and it is the bulk of a row (HTML in every language).
 */
export async function listedPromotions(sql: Sql): Promise<PromotionRow[]> {
  const rows = await sql.query<PromotionRow>(
    `SELECT ${rowColumns('NULL::jsonb AS content')} FROM promotions
      WHERE active AND (ends_at IS NULL OR ends_at > now()) ORDER BY sort, id`,
  );
  return rows.map(normalise);
}

/** One active promotion (ended ones too: a deep link to it says it is closed). */
export async function promotionById(sql: Sql, id: number): Promise<PromotionRow | null> {
  const [row] = await sql.query<PromotionRow>(`SELECT ${columns} FROM promotions WHERE id = $1 AND active`, [id]);
  return row ? normalise(row) : null;
}

/** Every promotion, switched on or off (operators). */
export async function allPromotions(sql: Sql): Promise<PromotionRow[]> {
  const rows = await sql.query<PromotionRow>(`SELECT ${columns} FROM promotions ORDER BY sort, id`);
  return rows.map(normalise);
}

export async function setPromotionActive(sql: Sql, id: number, active: boolean): Promise<boolean> {
  const rows = await sql.query('UPDATE promotions SET active = $2 WHERE id = $1 RETURNING id', [id, active]);
  balanceExtrasChanged(sql);
  return rows.length > 0;
}

export interface NewPromotion {
  category: string;
  type: string;
  labels: string[];
  title: Record<string, string>;
  content: Record<string, string>;
  startsAt: Date | null;
  endsAt: Date | null;
  newPlayersOnly: boolean;
  minVipLevel: number;
  countries: string[];
  rule: {
    kind: PromoRuleKind;
    period: PromoPeriod;
    fixedMinor: number | null;
    percent: number | null;
    capMinor: number | null;
    minDepositMinor: number;
    turnoverMultiple: number;
    rateBps: number | null;
    product: PromoProduct | null;
    minBasisMinor: number;
    prizes: RafflePrize[] | null;
  } | null;
}

/** The columns of the later rule kinds, in insert order. */
const ruleExtras = (rule: NewPromotion['rule']) => [
  rule?.rateBps ?? null,
  rule?.product ?? null,
  rule?.minBasisMinor ?? 0,
  rule?.prizes ? JSON.stringify(rule.prizes) : null,
];

export async function insertPromotion(sql: Sql, p: NewPromotion): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO promotions (category, promo_type, labels, title, content, sort, starts_at, ends_at, new_players_only,
       min_vip_level, countries, rule_kind, claim_period, fixed_minor, percent, cap_minor, min_deposit_minor, turnover_multiple,
       rate_bps, product, min_basis_minor, prizes)
     VALUES ($1, $2, $3::text[], $4::jsonb, $5::jsonb, (SELECT COALESCE(MAX(sort), 0) + 1 FROM promotions), $6, $7, $8, $9,
       $10::text[], $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb)
     RETURNING id`,
    [
      p.category,
      p.type,
      p.labels,
      JSON.stringify(p.title),
      JSON.stringify(p.content),
      p.startsAt,
      p.endsAt,
      p.newPlayersOnly,
      p.minVipLevel,
      p.countries,
      p.rule?.kind ?? null,
      p.rule?.period ?? 'once',
      p.rule?.fixedMinor ?? null,
      p.rule?.percent ?? null,
      p.rule?.capMinor ?? null,
      p.rule?.minDepositMinor ?? 0,
      p.rule?.turnoverMultiple ?? 1,
      ...ruleExtras(p.rule),
    ],
  );
  balanceExtrasChanged(sql);
  return Number(row!.id);
}

/** Sets the claim rule and audience of a promotion the brand seeder wrote (matched by its order). */
export async function setPromotionRule(sql: Sql, sort: number, p: Omit<NewPromotion, 'category' | 'type' | 'title' | 'content'>) {
  await sql.query(
    `UPDATE promotions SET labels = $2::text[], starts_at = $3, ends_at = $4, new_players_only = $5, min_vip_level = $6,
       countries = $7::text[], rule_kind = $8, claim_period = $9, fixed_minor = $10, percent = $11, cap_minor = $12,
       min_deposit_minor = $13, turnover_multiple = $14, rate_bps = $15, product = $16, min_basis_minor = $17, prizes = $18::jsonb
     WHERE sort = $1`,
    [
      sort,
      p.labels,
      p.startsAt,
      p.endsAt,
      p.newPlayersOnly,
      p.minVipLevel,
      p.countries,
      p.rule?.kind ?? null,
      p.rule?.period ?? 'once',
      p.rule?.fixedMinor ?? null,
      p.rule?.percent ?? null,
      p.rule?.capMinor ?? null,
      p.rule?.minDepositMinor ?? 0,
      p.rule?.turnoverMultiple ?? 1,
      ...ruleExtras(p.rule),
    ],
  );
  balanceExtrasChanged(sql);
}

/** Valid bets (settled lottery bets and game rounds) and what they paid, per product, minor units. */
export type BetTotals = Record<PromoProduct, { stake: number; payout: number }>;

/** What the rules look at about a member, read in a few statements. */
export interface MemberFacts {
  id: number;
  isAgent: number;
  rankLevel: number;
  createdAt: Date;
  dialingCode: string | null;
  zalo: string | null;
  whatsapp: string | null;
  firstDeposit: { postingId: number; amount: number } | null;
  /** The largest deposit since the start of the business day. */
  todaysDeposit: { postingId: number; amount: number } | null;
  /** yyyy-MM-dd from the profile, or null when the member has not set it. */
  birthday: string | null;
  /** The member has logged in from the installed app at least once. */
  appLogin: boolean;
  /** The valid bets of the previous business day and of the previous week. */
  bets: { yesterday: BetTotals; lastWeek: BetTotals };
  /** `<promotionId>:<periodKey>` of every claim. */
  claimed: Set<string>;
  /** The latest application per `<promotionId>:<periodKey>`. */
  applications: Map<string, ApplicationRow>;
}

export type ApplicationRow = {
  id: number;
  member_id: number;
  promotion_id: number;
  period_key: string;
  request_id: string;
  comment: string;
  images: string[];
  status: 'applying' | 'issued' | 'rejected';
  reason: string | null;
  created_at: Date;
};

const applicationColumns = 'id, member_id, promotion_id, period_key, request_id, comment, images, status, reason, created_at';

/** The bounds of the periods the facts read (the business calendar's). */
export interface FactsWindow {
  todayStart: Date;
  yesterdayStart: Date;
  weekStart: Date;
  lastWeekStart: Date;
}

export async function memberFacts(sql: Sql, memberId: number, w: FactsWindow): Promise<MemberFacts | null> {
  // one statement: the balance call reads these on every poll, and a round trip to the database costs
  // more than any of the reads in it (five statements side by side cost five times the socket work)
  const from = w.lastWeekStart < w.yesterdayStart ? w.lastWeekStart : w.yesterdayStart;
  type Deposit = { id: number; amount: number } | null;
  const [m] = await sql.query<{
    is_agent: number;
    rank_level: number;
    created_at: Date;
    country_dialing_code: string | null;
    zalo: string | null;
    whatsapp: string | null;
    birthday: string | null;
    app_login: boolean;
    first_deposit: Deposit;
    todays_deposit: Deposit;
    bets: { product: PromoProduct; day_stake: number; day_payout: number; week_stake: number; week_payout: number }[];
    claims: string[];
    applications: (Omit<ApplicationRow, 'created_at'> & { created_at: string })[];
  }>(
    `SELECT m.is_agent, m.rank_level, m.created_at, m.country_dialing_code,
            m.profile ->> 'zalo' AS zalo, m.profile ->> 'whatsapp' AS whatsapp, m.profile ->> 'birthday' AS birthday,
            EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.from_app) AS app_login,
            (SELECT json_build_object('id', p.id, 'amount', p.amount) FROM ledger_postings p
              WHERE p.member_id = m.id AND p.kind = 'deposit' AND p.op = 'credit' ORDER BY p.id LIMIT 1) AS first_deposit,
            (SELECT json_build_object('id', p.id, 'amount', p.amount) FROM ledger_postings p
              WHERE p.member_id = m.id AND p.kind = 'deposit' AND p.op = 'credit' AND p.created_at >= $2
              ORDER BY p.amount DESC, p.id LIMIT 1) AS todays_deposit,
            -- from the earliest bound the periods need to today's start; each period is a filter of the sums
            (SELECT coalesce(json_agg(t), '[]') FROM (
               SELECT product,
                      coalesce(sum(stake) FILTER (WHERE settled_at >= $4), 0) AS day_stake,
                      coalesce(sum(payout) FILTER (WHERE settled_at >= $4), 0) AS day_payout,
                      coalesce(sum(stake) FILTER (WHERE settled_at >= $5 AND settled_at < $6), 0) AS week_stake,
                      coalesce(sum(payout) FILTER (WHERE settled_at >= $5 AND settled_at < $6), 0) AS week_payout
                 FROM (SELECT 'lottery' AS product, stake, payout, settled_at FROM lottery_bets
                        WHERE member_id = $1 AND status IN ('WON', 'LOST') AND settled_at >= $3 AND settled_at < $2
                       UNION ALL
                       SELECT 'games' AS product, stake, payout, settled_at FROM game_rounds
                        WHERE member_id = $1 AND status = 'settled' AND settled_at >= $3 AND settled_at < $2) b
                GROUP BY product) t) AS bets,
            (SELECT coalesce(json_agg(c.promotion_id || ':' || c.period_key), '[]')
               FROM promotion_claims c WHERE c.member_id = m.id) AS claims,
            (SELECT coalesce(json_agg(a ORDER BY a.id), '[]')
               FROM (SELECT ${applicationColumns} FROM promotion_applications WHERE member_id = m.id) a) AS applications
       FROM members m WHERE m.id = $1`,
    [memberId, w.todayStart, from, w.yesterdayStart, w.lastWeekStart, w.weekStart],
  );
  if (!m) return null;
  const deposit = (row: Deposit) => (row ? { postingId: Number(row.id), amount: Number(row.amount) } : null);
  const totals = (period: 'day' | 'week'): BetTotals => {
    const of = (product: PromoProduct) => {
      const row = m.bets.find((b) => b.product === product);
      return {
        stake: Number(row?.[`${period}_stake`] ?? 0),
        payout: Number(row?.[`${period}_payout`] ?? 0),
      };
    };
    return { lottery: of('lottery'), games: of('games') };
  };
  return {
    id: memberId,
    isAgent: Number(m.is_agent),
    rankLevel: Number(m.rank_level),
    createdAt: new Date(m.created_at),
    dialingCode: m.country_dialing_code,
    zalo: m.zalo,
    whatsapp: m.whatsapp,
    birthday: m.birthday && /^\d{4}-\d{2}-\d{2}$/.test(m.birthday) ? m.birthday : null,
    appLogin: m.app_login === true,
    bets: { yesterday: totals('day'), lastWeek: totals('week') },
    firstDeposit: deposit(m.first_deposit),
    todaysDeposit: deposit(m.todays_deposit),
    claimed: new Set(m.claims),
    // ordered by id: the latest of a promotion and period is the one kept
    applications: new Map(
      m.applications.map((a) => [`${a.promotion_id}:${a.period_key}`, { ...a, created_at: new Date(a.created_at) }]),
    ),
  };
}

/** Records a raffle draw beside its claim (same transaction). */
export async function insertDraw(
  sql: Sql,
  d: {
    claimId: number;
    memberId: number;
    promotionId: number;
    periodKey: string;
    prizeIndex: number;
    amount: number;
    prizes: RafflePrize[];
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO promotion_draws (claim_id, member_id, promotion_id, period_key, prize_index, amount_minor, prizes)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [d.claimId, d.memberId, d.promotionId, d.periodKey, d.prizeIndex, d.amount, JSON.stringify(d.prizes)],
  );
}

/** The prize a claim drew (null: not a raffle claim). */
export async function drawOf(sql: Sql, claimId: number): Promise<number | null> {
  const [row] = await sql.query<{ prize_index: number }>('SELECT prize_index FROM promotion_draws WHERE claim_id = $1', [
    claimId,
  ]);
  return row ? Number(row.prize_index) : null;
}

export type ClaimRow = {
  id: number;
  member_id: number;
  promotion_id: number;
  period_key: string;
  request_id: string;
  amount_minor: number;
  turnover_required_minor: number;
  created_at: Date;
  title: unknown;
};

const claimColumns = `c.id, c.member_id, c.promotion_id, c.period_key, c.request_id, c.amount_minor, c.turnover_required_minor,
  c.created_at, p.title`;

export async function claimByRequest(sql: Sql, memberId: number, requestId: string): Promise<ClaimRow | null> {
  const [row] = await sql.query<ClaimRow>(
    `SELECT ${claimColumns} FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id
      WHERE c.member_id = $1 AND c.request_id = $2`,
    [memberId, requestId],
  );
  return row ?? null;
}

/** Inserts the claim; null when this member already claimed the promotion for the period (or used the request id). */
export async function insertClaim(
  sql: Sql,
  c: {
    memberId: number;
    promotionId: number;
    periodKey: string;
    requestId: string;
    amount: number;
    basisRef: string | null;
    turnover: number;
  },
): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO promotion_claims (member_id, promotion_id, period_key, request_id, amount_minor, basis_ref, turnover_required_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [c.memberId, c.promotionId, c.periodKey, c.requestId, c.amount, c.basisRef, c.turnover],
  );
  return row ? Number(row.id) : null;
}

export async function setClaimPosting(sql: Sql, claimId: number, postingId: number): Promise<void> {
  await sql.query('UPDATE promotion_claims SET posting_id = $2 WHERE id = $1', [claimId, postingId]);
}

export async function claimById(sql: Sql, memberId: number, claimId: number): Promise<ClaimRow | null> {
  const [row] = await sql.query<ClaimRow>(
    `SELECT ${claimColumns} FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id WHERE c.member_id = $1 AND c.id = $2`,
    [memberId, claimId],
  );
  return row ?? null;
}

/** The member's claims, newest first, each with the valid bets placed since it (stakes less refunds). */
export type BonusRow = {
  posting_id: number;
  kind: string;
  amount: number;
  created_at: Date;
  claim_id: number | null;
  promotion_id: number | null;
  promotion_title: unknown;
  mission_claim_id: number | null;
  mission_title: unknown;
  turnover_required: number;
  turnover_done: number;
};

/**
 * The member's bonuses, newest first: every credit from the promotions account and the free-play
 * grant — the postings profit and loss sums as bonuses — with the promotion or mission that paid it
 * and the turnover requirement the withdrawal sums (turnover_requirements, by the source and ref its
 * payer recorded: a promotion claim's id, a mission or sign-in posting's ref). Turnover done: stakes
 * net of refunds placed after the bonus.
 */
export async function memberBonuses(sql: Sql, memberId: number, limit = 100): Promise<BonusRow[]> {
  return sql.query<BonusRow>(
    `SELECT lp.id AS posting_id, lp.kind, lp.amount, lp.created_at,
            c.id AS claim_id, c.promotion_id, p.title AS promotion_title,
            mc.id AS mission_claim_id, m.title AS mission_title,
            COALESCE(tr.required_minor, 0)::bigint AS turnover_required,
            COALESCE((SELECT SUM(CASE WHEN b.op = 'debit' THEN b.amount ELSE -b.amount END) FROM ledger_postings b
                       WHERE b.member_id = lp.member_id AND b.id > lp.id
                         AND b.kind IN ('bet', 'lottery.bet', 'refund', 'lottery.refund')), 0)::bigint AS turnover_done
       FROM ledger_postings lp
       LEFT JOIN promotion_claims c ON c.member_id = lp.member_id AND c.posting_id = lp.id
       LEFT JOIN promotions p ON p.id = c.promotion_id
       LEFT JOIN mission_claims mc ON mc.member_id = lp.member_id AND mc.posting_id = lp.id AND mc.reward_kind = 'cash'
       LEFT JOIN missions m ON m.id = mc.mission_id
       LEFT JOIN turnover_requirements tr
              ON tr.member_id = lp.member_id
             AND tr.source = CASE WHEN c.id IS NOT NULL THEN 'promo' WHEN lp.kind = 'mission.reward' THEN 'mission'
                                  WHEN lp.kind = 'signin.reward' THEN 'signin' END
             AND tr.ref = CASE WHEN c.id IS NOT NULL THEN c.id::text ELSE lp.ref END
      WHERE lp.member_id = $1 AND (lp.meta ->> 'house' = 'PROMO' OR lp.kind = 'freeplay.grant')
      ORDER BY lp.id DESC LIMIT $2`,
    [memberId, limit],
  );
}

export async function applicationByRequest(sql: Sql, memberId: number, requestId: string): Promise<ApplicationRow | null> {
  const [row] = await sql.query<ApplicationRow>(
    `SELECT ${applicationColumns} FROM promotion_applications WHERE member_id = $1 AND request_id = $2`,
    [memberId, requestId],
  );
  return row ?? null;
}

/** Inserts an application; null when one is already open or issued for this promotion and period (or the request id was used). */
export async function insertApplication(
  sql: Sql,
  a: { memberId: number; promotionId: number; periodKey: string; requestId: string; comment: string },
): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO promotion_applications (member_id, promotion_id, period_key, request_id, comment)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [a.memberId, a.promotionId, a.periodKey, a.requestId, a.comment],
  );
  return row ? Number(row.id) : null;
}

export async function setApplicationImages(sql: Sql, id: number, images: string[]): Promise<void> {
  await sql.query('UPDATE promotion_applications SET images = $2::text[] WHERE id = $1', [id, images]);
}

/** Applications waiting for an operator, oldest first, with the member's account and the promotion's title. */
export function pendingApplications(sql: Sql, limit = 100) {
  return sql.query<ApplicationRow & { account: string; title: unknown }>(
    `SELECT a.id, a.member_id, a.promotion_id, a.period_key, a.request_id, a.comment, a.images, a.status, a.reason,
            a.created_at, m.account, p.title
       FROM promotion_applications a JOIN members m ON m.id = a.member_id JOIN promotions p ON p.id = a.promotion_id
      WHERE a.status = 'applying' ORDER BY a.created_at LIMIT $1`,
    [limit],
  );
}

/** Locks an application for a decision; null when it does not exist. */
export async function lockApplication(sql: Sql, id: number): Promise<ApplicationRow | null> {
  const [row] = await sql.query<ApplicationRow>(
    `SELECT ${applicationColumns} FROM promotion_applications WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export async function decideApplication(
  sql: Sql,
  id: number,
  d: { status: 'issued' | 'rejected'; reason: string | null; claimId: number | null },
): Promise<void> {
  await sql.query(`UPDATE promotion_applications SET status = $2, reason = $3, claim_id = $4, decided_at = now() WHERE id = $1`, [
    id,
    d.status,
    d.reason,
    d.claimId,
  ]);
}
