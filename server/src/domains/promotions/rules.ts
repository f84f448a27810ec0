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
import { pick } from '../system/text.ts';
import type { ApplicationRow, MemberFacts, PromotionRow } from './queries.ts';

/** How long after registering a player counts as new for new-player promotions. */
export const NEW_PLAYER_DAYS = 30;

/** The brand's business day starts at midnight in UTC+8 (Manila), as the rest of the platform's dates. */
const BUSINESS_OFFSET_MS = 8 * 3600_000;

export function businessDay(now: number): string {
  return new Date(now + BUSINESS_OFFSET_MS).toISOString().slice(0, 10);
}

export function businessDayStart(now: number): Date {
  return new Date(Date.parse(`${businessDay(now)}T00:00:00Z`) - BUSINESS_OFFSET_MS);
}

/** The period a claim made now belongs to: one claim per member, promotion and period. */
export function periodKey(row: Pick<PromotionRow, 'claim_period'>, now: number): string {
  return row.claim_period === 'daily' ? businessDay(now) : 'once';
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
  };
}

export interface Evaluation {
  status: PromoStatus;
  reason: PromoLockReason | null;
  bonusMinor: number | null;
  /** The deposit a percent bonus is computed from (its posting id). */
  basisRef: string | null;
}

const locked = (reason: PromoLockReason): Evaluation => ({ status: 'locked', reason, bonusMinor: null, basisRef: null });
const plain = (status: PromoStatus): Evaluation => ({ status, reason: null, bonusMinor: null, basisRef: null });

/** Where a promotion stands for a member (null: a visitor) at a time: pure, computed from the facts. */
export function evaluate(row: PromotionRow, facts: MemberFacts | null, now: number): Evaluation {
  if (row.starts_at && row.starts_at.getTime() > now) return plain('comingSoon');
  if (row.ends_at && row.ends_at.getTime() <= now) return plain('closed');
  const rule = ruleOf(row);
  if (!rule) return plain('info');
  if (!facts) return plain('login');
  if (facts.isAgent === 4) return locked('trial');
  const key = `${row.id}:${periodKey(row, now)}`;
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
  let bonus: number;
  let basisRef: string | null = null;
  if (rule.kind === 'fixed') {
    bonus = rule.fixedMinor!;
  } else {
    const deposit = rule.kind === 'firstDeposit' ? facts.firstDeposit : facts.todaysDeposit;
    if (!deposit) return locked('deposit');
    if (deposit.amount < rule.minDepositMinor) return locked('minDeposit');
    bonus = Math.min(rule.capMinor!, Math.floor((deposit.amount * rule.percent!) / 100));
    basisRef = String(deposit.postingId);
  }
  if (bonus <= 0) return locked('minDeposit');
  if (missingContact(facts)) return locked('contact');
  return { status: 'claim', reason: null, bonusMinor: bonus, basisRef };
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
export function applicationOf(row: PromotionRow, facts: MemberFacts | null, now: number): ApplicationRow | null {
  if (!facts || row.rule_kind !== 'apply') return null;
  return facts.applications.get(`${row.id}:${periodKey(row, now)}`) ?? null;
}
