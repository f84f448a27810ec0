import type { TFunction } from '../../../shared/i18n/translator.ts';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { PromoRule, PromotionSummary } from '@tala/contract/promotions';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { slug } from '../model/promotions.ts';
import styles from './promotions.module.css';

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

export function PromoLabels({ labels }: { labels: PromotionSummary['labels'] }) {
  const { t } = useTranslation('promotions');
  if (labels.length === 0) return null;
  return (
    <ul className={styles.labels} aria-label={t('labels.list')}>
      {labels.map((label) => (
        <li key={label} className={styles.label} data-label={slug(label)}>
          {t(`labels.${slug(label)}`)}
        </li>
      ))}
    </ul>
  );
}

/** The promotion's period: from, until, both, or always on. */
export function PromoPeriod({ promo }: { promo: Pick<PromotionSummary, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation('promotions');
  const { startsAt, endsAt } = promo;
  const text =
    startsAt && endsAt
      ? t('period.range', { from: day(startsAt), to: day(endsAt) })
      : startsAt
        ? t('period.from', { date: day(startsAt) })
        : endsAt
          ? t('period.until', { date: day(endsAt) })
          : t('period.always');
  return <p className={styles.period}>{text}</p>;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Basis points as the language writes a percent (100 → "1%", 150 → "1.5%"). */
export function usePercent() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  const f = format;
  return (bps: number) => f.format(bps / 10_000);
}

/** What the rule pays, in a sentence. */
function usePays(rule: PromoRule): string {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const percent = usePercent();
  switch (rule.kind) {
    case 'fixed':
    case 'apply':
    case 'birthday':
    case 'appDownload':
      return t(`rule.${rule.kind}`, { amount: money(rule.fixedMinor ?? 0) });
    case 'firstDeposit':
    case 'reload':
      return t(`rule.${rule.kind}`, { percent: rule.percent, cap: money(rule.capMinor ?? 0) });
    case 'rebate':
      return t('rule.rebate', { rate: percent(rule.rateBps ?? 0), cap: money(rule.capMinor ?? 0) });
    case 'lossBack':
      return t(rule.period === 'weekly' ? 'rule.lossBackWeekly' : 'rule.lossBackDaily', {
        rate: percent(rule.rateBps ?? 0),
        cap: money(rule.capMinor ?? 0),
      });
    case 'raffle':
      return t('rule.raffle');
  }
}

/** A raffle's prizes with their chances. */
function PrizeTable({ prizes }: { prizes: NonNullable<PromoRule['prizes']> }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const percent = usePercent();
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return (
    <ul className={styles.prizes} aria-label={t('rule.prizes')}>
      {prizes.map((p, i) => (
        <li key={i}>
          {t('rule.prize', { amount: money(p.amountMinor), chance: percent(Math.round((p.weight * 10_000) / total)) })}
        </li>
      ))}
    </ul>
  );
}

/** What the rule pays, how often, what turnover it asks and who may claim. */
export function PromoRuleText({ promo }: { promo: PromotionSummary }) {
  const { rule } = promo;
  if (!rule) return null;
  return <RuleText promo={promo} rule={rule} />;
}

function RuleText({ promo, rule }: { promo: PromotionSummary; rule: PromoRule }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const pays = usePays(rule);
  const basisKind = rule.kind === 'rebate' || rule.kind === 'lossBack';
  return (
    <ul className={styles.rule}>
      <li>
        {pays}
        {rule.kind === 'raffle' && rule.prizes && <PrizeTable prizes={rule.prizes} />}
      </li>
      {rule.kind === 'rebate' && rule.product && <li>{t(`rule.product.${rule.product}`)}</li>}
      {!basisKind && rule.minDepositMinor > 0 && <li>{t('rule.minDeposit', { amount: money(rule.minDepositMinor) })}</li>}
      {basisKind && rule.minBasisMinor > 0 && (
        <li>{t(rule.kind === 'rebate' ? 'rule.minBets' : 'rule.minLoss', { amount: money(rule.minBasisMinor) })}</li>
      )}
      <li>{t(`rule.${rule.period}`)}</li>
      <li>{t('rule.turnover', { multiple: rule.turnoverMultiple })}</li>
      {promo.newPlayersOnly && <li>{t('reason.newPlayers')}</li>}
      {promo.minVipLevel > 0 && <li>{t('reason.vip', { level: promo.minVipLevel })}</li>}
    </ul>
  );
}

/**
 * Where the member stands against a percent rule: the figure the bonus is computed from (the
 * deposit, yesterday's valid bets, the net loss of the last period) and what a claim pays now.
 */
export function PromoBasis({ promo }: { promo: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const { basis, rule } = promo;
  if (!basis || !rule) return null;
  let label: string;
  let amount = basis.amountMinor;
  if (rule.kind === 'rebate') label = t('basis.bets');
  else if (rule.kind === 'lossBack') {
    const weekly = rule.period === 'weekly';
    // a net win is shown as such, never as a negative loss
    label = amount >= 0 ? t(weekly ? 'basis.lossWeekly' : 'basis.lossDaily') : t(weekly ? 'basis.winWeekly' : 'basis.winDaily');
    amount = Math.abs(amount);
  } else label = t('basis.deposit');
  return (
    // a group with a name: a description list itself takes no label
    <div role="group" aria-label={t('basis.label')}>
      <dl className={styles.facts}>
        <div>
          <dt>{label}</dt>
          <dd>{money(amount)}</dd>
        </div>
        {promo.status === 'claim' && promo.bonusMinor !== null && (
          <div>
            <dt>{t('basis.bonus')}</dt>
            <dd>{money(promo.bonusMinor)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** Why the member cannot claim the promotion yet, with the figure the reason names. */
export function lockReasonText(t: TFunction, money: (minor: number) => string, promo: PromotionSummary): string {
  return t(`reason.${promo.reason ?? 'deposit'}`, {
    level: promo.minVipLevel,
    amount: money(
      promo.reason === 'minBets' || promo.reason === 'minLoss'
        ? (promo.rule?.minBasisMinor ?? 0)
        : (promo.rule?.minDepositMinor ?? 0),
    ),
  });
}
