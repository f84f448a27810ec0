import { useTranslation } from '../../../shared/i18n/react.tsx';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useBonuses } from '../api/promotions.ts';
import { turnoverPercent } from '../model/promotions.ts';
import styles from './promotions.module.css';

/**
 * Member centre → bonus details: every bonus received (promotions, missions, sign-ins, referrals…:
 * what profit and loss counts as bonuses), where it came from and how far its turnover has come.
 */
export default function BonusDetailsPage({ go }: CentrePageProps) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const bonuses = useBonuses();

  if (bonuses.isPending) return <Spinner label={t('list.loading')} />;
  if (bonuses.isError) {
    return (
      <div role="alert" className={styles.stateBox}>
        <p>{t('list.failed')}</p>
        <Button variant="secondary" onClick={() => void bonuses.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (bonuses.data.length === 0) {
    return (
      <div className={styles.stateBox}>
        <p className={styles.empty}>{t('bonus.empty')}</p>
        <Button variant="secondary" onClick={() => go('rewardCenter')}>
          {t('bonus.toRewards')}
        </Button>
      </div>
    );
  }
  return (
    // the rows hold no control: the list takes focus itself, so a keyboard can reach and scroll a long one
    <ul className={styles.rewardList} aria-label={t('bonus.list')} tabIndex={0}>
      {bonuses.data.map((bonus) => {
        const percent = turnoverPercent(bonus.turnoverDoneMinor, bonus.turnoverRequiredMinor);
        const met = bonus.turnoverDoneMinor >= bonus.turnoverRequiredMinor;
        const source = t(`bonus.sources.${bonus.source}`);
        // a promotion or mission is named by its title; a sign-in, referral or rebate by its source
        const title = bonus.title || source;
        return (
          // ids are per source: a promotion claim and a mission claim may share one
          <li key={`${bonus.source}-${bonus.id}`} className={styles.bonus}>
            <div className={styles.bonusHead}>
              <h3 className={styles.rewardTitle}>{title}</h3>
              <span className={styles.amount}>{money(bonus.amountMinor)}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('bonus.source')}</dt>
                <dd>{source}</dd>
              </div>
              <div>
                <dt>{t('bonus.claimedAt')}</dt>
                <dd>{formatDateTime(bonus.claimedAt)}</dd>
              </div>
              <div>
                <dt>{t('bonus.turnover')}</dt>
                <dd>
                  {met
                    ? t('bonus.done')
                    : t('bonus.progress', { done: money(bonus.turnoverDoneMinor), required: money(bonus.turnoverRequiredMinor) })}
                </dd>
              </div>
            </dl>
            <progress className={styles.progress} max={100} value={percent} aria-label={t('bonus.progressLabel', { title })} />
          </li>
        );
      })}
    </ul>
  );
}
