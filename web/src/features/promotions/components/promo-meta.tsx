import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@tala/contract/promotions';
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

/** What the rule pays, how often, what turnover it asks and who may claim. */
export function PromoRuleText({ promo }: { promo: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const { rule } = promo;
  if (!rule) return null;
  const pays =
    rule.kind === 'fixed' || rule.kind === 'apply'
      ? t(`rule.${rule.kind}`, { amount: money(rule.fixedMinor ?? 0) })
      : t(`rule.${rule.kind}`, { percent: rule.percent, cap: money(rule.capMinor ?? 0) });
  return (
    <ul className={styles.rule}>
      <li>{pays}</li>
      {rule.minDepositMinor > 0 && <li>{t('rule.minDeposit', { amount: money(rule.minDepositMinor) })}</li>}
      <li>{t(`rule.${rule.period}`)}</li>
      <li>{t('rule.turnover', { multiple: rule.turnoverMultiple })}</li>
      {promo.newPlayersOnly && <li>{t('reason.newPlayers')}</li>}
      {promo.minVipLevel > 0 && <li>{t('reason.vip', { level: promo.minVipLevel })}</li>}
    </ul>
  );
}
