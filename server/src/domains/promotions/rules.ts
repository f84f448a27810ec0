import {
  promoLabels,
  promoTypes,
  type PromoLabel,
  type PromoLockReason,
  type PromoRule,
  type PromoStatus,
  type PromoType,
  type PromotionSummary,
} from '@tala/contract/promotions';
import type { LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';
import { readSetting } from '../system/settings.ts';
import { pick } from '../system/text.ts';
import { localDate, localDayStart, localDayStartBefore } from '../wallet/local-day.ts';
import type { ApplicationRow, BetTotals, MemberFacts, PromotionRow } from './queries.ts';

/** How long after registering a player counts as new for new-player promotions. */
export const NEW_PLAYER_DAYS = 30;

/**
 * The brand's business calendar at an instant: days, weeks (Monday to Sunday) and years begin at
 * local midnight in the brand's `timeZone` setting, as the cashier's daily limits do.
 */
export interface BusinessCalendar {
  now: number;
  /** Local date (yyyy-MM-dd) of today, of this week's Monday; the local year. */
  today: string;
  week: string;
  year: string;
  /** 1 to 12. */
  month: number;
  todayStart: Date;
  yesterdayStart: Date;
  weekStart: Date;
  lastWeekStart: Date;
}

/**
 * The last calendar of each zone, with the local day it holds for: every field but `now` is the same
 * all day, and working them out (a dozen time-zone conversions) cost more than the rest of a balance
 * call's own work.
 */
const lastCalendars = new Map<string, { from: number; to: number; calendar: BusinessCalendar }>();

export function businessCalendar(now: number, timeZone: string): BusinessCalendar {
  const last = lastCalendars.get(timeZone);
  if (last && now >= last.from && now < last.to) return { ...last.calendar, now };
  const calendar = calendarOf(now, timeZone);
  const from = calendar.todayStart.getTime();
  // 26 hours after a midnight is in the next local day, however long a day is around a clock change
  const to = localDayStart(from + 26 * 3_600_000, timeZone).getTime();
  if (lastCalendars.size > 16) lastCalendars.clear();
  lastCalendars.set(timeZone, { from, to, calendar });
  return calendar;
}

function calendarOf(now: number, timeZone: string): BusinessCalendar {
  const today = localDate(now, timeZone);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = localDayStartBefore(now, sinceMonday, timeZone);
  return {
    now,
    today,
    week: localDate(weekStart.getTime(), timeZone),
    year: today.slice(0, 4),
    month: Number(today.slice(5, 7)),
    todayStart: localDayStart(now, timeZone),
    yesterdayStart: localDayStartBefore(now, 1, timeZone),
    weekStart,
    lastWeekStart: localDayStartBefore(now, sinceMonday + 7, timeZone),
  };
}

/** The calendar in the brand's time zone (one settings read). */
export async function calendarFor(sql: Sql, now: number): Promise<BusinessCalendar> {
  return businessCalendar(now, await readSetting(sql, 'timeZone'));
}

/** The period a claim made now belongs to: one claim per member, promotion and period. */
export function periodKey(row: Pick<PromotionRow, 'claim_period'>, cal: BusinessCalendar): string {
  switch (row.claim_period) {
    case 'daily':
      return cal.today;
    case 'weekly':
      return `week-${cal.week}`;
    case 'yearly':
      return `year-${cal.year}`;
    default:
      return 'once';
  }
}

/** The Zalo (Vietnam, +84) or WhatsApp (Indonesia, +62) id a member of those countries needs to redeem a bonus (spec §5). */
export function missingContact(facts: Pick<MemberFacts, 'dialingCode' | 'zalo' | 'whatsapp'>): 'zalo' | 'whatsapp' | null {
  if (facts.dialingCode === '84' && !facts.zalo?.trim()) return 'zalo';
  if (facts.dialingCode === '62' && !facts.whatsapp?.trim()) return 'whatsapp';
  return null;
}

export function ruleOf(row: PromotionRow): PromoRule | null {
  if (!row.rule_kind) return null;
  return {
    kind: row.rule_kind,
    period: row.claim_period,
    fixedMinor: row.fixed_minor,
    percent: row.percent,
    capMinor: row.cap_minor,
    minDepositMinor: row.min_deposit_minor,
    turnoverMultiple: row.turnover_multiple,
    rateBps: row.rate_bps,
    product: row.product,
    minBasisMinor: row.min_basis_minor,
    prizes: row.prizes,
  };
}

export interface Evaluation {
  status: PromoStatus;
  reason: PromoLockReason | null;
  bonusMinor: number | null;
  /** What the bonus is computed from, for the record: the deposit's posting id, or the basis period. */
  basisRef: string | null;
  basis: PromotionSummary['basis'];
}

const locked = (reason: PromoLockReason, basis: Evaluation['basis'] = null): Evaluation => ({
  status: 'locked',
  reason,
  bonusMinor: null,
  basisRef: null,
  basis,
});
const plain = (status: PromoStatus): Evaluation => ({ status, reason: null, bonusMinor: null, basisRef: null, basis: null });

/** Valid bets and what they paid back over a period, of one product or all. */
function betsOf(totals: BetTotals, product: PromoRule['product']): { stake: number; payout: number } {
  if (product) return totals[product];
  return { stake: totals.lottery.stake + totals.games.stake, payout: totals.lottery.payout + totals.games.payout };
}

const rateOf = (amount: number, bps: number, cap: number) => Math.min(cap, Math.floor((amount * bps) / 10_000));

/** Where a promotion stands for a member (null: a visitor) at a time: pure, computed from the facts. */
export function evaluate(row: PromotionRow, facts: MemberFacts | null, cal: BusinessCalendar): Evaluation {
  const { now } = cal;
  if (row.starts_at && row.starts_at.getTime() > now) return plain('comingSoon');
  if (row.ends_at && row.ends_at.getTime() <= now) return plain('closed');
  const rule = ruleOf(row);
  if (!rule) return plain('info');
  if (!facts) return plain('login');
  if (facts.isAgent === 4) return locked('trial');
  const key = `${row.id}:${periodKey(row, cal)}`;
  const application = rule.kind === 'apply' ? facts.applications.get(key) : undefined;
  if (application?.status === 'applying') return plain('applying');
  if (application?.status === 'issued') return plain('issued');
  if (facts.claimed.has(key)) return plain('claimed');
  if (row.new_players_only && now - facts.createdAt.getTime() > NEW_PLAYER_DAYS * 86_400_000) return locked('newPlayers');
  if (facts.rankLevel < row.min_vip_level) return locked('vip');
  if (row.countries.length > 0 && !row.countries.includes(facts.dialingCode ?? '')) return locked('country');
  if (rule.kind === 'apply') {
    if (missingContact(facts)) return locked('contact');
    return plain(application?.status === 'rejected' ? 'rejected' : 'join');
  }
  let bonus: number | null;
  let basisRef: string | null = null;
  let basis: Evaluation['basis'] = null;
  switch (rule.kind) {
    case 'fixed':
      bonus = rule.fixedMinor!;
      break;
    case 'firstDeposit':
    case 'reload': {
      const deposit = rule.kind === 'firstDeposit' ? facts.firstDeposit : facts.todaysDeposit;
      if (!deposit) return locked('deposit');
      basis = { amountMinor: deposit.amount, from: null, to: null };
      if (deposit.amount < rule.minDepositMinor) return locked('minDeposit', basis);
      bonus = Math.min(rule.capMinor!, Math.floor((deposit.amount * rule.percent!) / 100));
      basisRef = String(deposit.postingId);
      if (bonus <= 0) return locked('minDeposit', basis);
      break;
    }
    case 'rebate': {
      // yesterday's valid bets (the day is over: its total no longer moves while the member claims)
      const { stake } = betsOf(facts.bets.yesterday, rule.product);
      basis = { amountMinor: stake, from: cal.yesterdayStart.toISOString(), to: cal.todayStart.toISOString() };
      if (stake <= 0) return locked('bets', basis);
      bonus = rateOf(stake, rule.rateBps!, rule.capMinor!);
      if (stake < rule.minBasisMinor || bonus <= 0) return locked('minBets', basis);
      basisRef = `bets:${basis.from}`;
      break;
    }
    case 'lossBack': {
      const weekly = rule.period === 'weekly';
      const { stake, payout } = betsOf(weekly ? facts.bets.lastWeek : facts.bets.yesterday, null);
      const from = weekly ? cal.lastWeekStart : cal.yesterdayStart;
      const to = weekly ? cal.weekStart : cal.todayStart;
      const loss = stake - payout;
      basis = { amountMinor: loss, from: from.toISOString(), to: to.toISOString() };
      if (loss <= 0) return locked('loss', basis);
      bonus = rateOf(loss, rule.rateBps!, rule.capMinor!);
      if (loss < rule.minBasisMinor || bonus <= 0) return locked('minLoss', basis);
      basisRef = `loss:${basis.from}`;
      break;
    }
    case 'birthday': {
      if (!facts.birthday) return locked('birthdayMissing');
      if (Number(facts.birthday.slice(5, 7)) !== cal.month) return locked('birthdayMonth');
      bonus = rule.fixedMinor!;
      basisRef = `birthday:${cal.year}`;
      break;
    }
    case 'appDownload':
      if (!facts.appLogin) return locked('app');
      bonus = rule.fixedMinor!;
      break;
    case 'raffle':
      // nothing left to draw from: read only, never a claim that cannot pay
      if (!rule.prizes?.length) return plain('info');
      // the prize is drawn when the member claims
      bonus = null;
      break;
  }
  if (missingContact(facts)) return locked('contact', basis);
  return { status: 'claim', reason: null, bonusMinor: bonus, basisRef, basis };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(
  row: PromotionRow,
  evaluation: Evaluation,
  language: LocalePack,
  application: ApplicationRow | null = null,
): PromotionSummary {
  return {
    id: row.id,
    title: pick(row.title, language),
    category: row.category,
    type: (promoTypes as readonly string[]).includes(row.promo_type) ? (row.promo_type as PromoType) : 'others',
    labels: row.labels.filter((l): l is PromoLabel => (promoLabels as readonly string[]).includes(l)),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    rule: ruleOf(row),
    minVipLevel: row.min_vip_level,
    newPlayersOnly: row.new_players_only,
    status: evaluation.status,
    reason: evaluation.reason,
    bonusMinor: evaluation.bonusMinor,
    basis: evaluation.basis,
    application: application
      ? {
          id: Number(application.id),
          status: application.status,
          comment: application.comment,
          reason: application.reason,
          createdAt: new Date(application.created_at).toISOString(),
        }
      : null,
  };
}

/** The member's latest application to a promotion for the current period. */
export function applicationOf(row: PromotionRow, facts: MemberFacts | null, cal: BusinessCalendar): ApplicationRow | null {
  if (!facts || row.rule_kind !== 'apply') return null;
  return facts.applications.get(`${row.id}:${periodKey(row, cal)}`) ?? null;
}
