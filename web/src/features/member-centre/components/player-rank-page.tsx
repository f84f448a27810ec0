import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { VipLevel } from '@tala/contract/vip';
import { useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { usePlayerRank } from '../api/vip.ts';
import styles from './player-rank-page.module.css';

const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2)}%`;

/** VIP rank: the member's level, the progress to the next one and what each level gives. */
export default function PlayerRankPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const rank = usePlayerRank();
  if (rank.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (rank.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('rank.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void rank.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const r = rank.data;
  const current = r.levels.find((l) => l.level === r.level) ?? r.levels[0];
  const next = r.next ? r.levels.find((l) => l.level === r.next!.level) : undefined;
  return (
    <div className={styles.root}>
      <section className={styles.current} aria-labelledby="rank-current">
        <h3 id="rank-current" className={styles.heading}>
          {t('rank.current')}{' '}
          {current && (
            <span className={styles.label} style={{ color: current.color, background: current.color2 }}>
              {current.name}
            </span>
          )}
        </h3>
        {current && (r.totals.depositMinor < current.depositMinor || r.totals.validBetMinor < current.validBetMinor) && (
          // a level the operator gave (levels never go down): without this the page reads as a fault,
          // a VIP with totals under his own level's goals
          <p className={styles.note}>{t('rank.given', { name: current.name })}</p>
        )}
        {next && r.next ? (
          <>
            <p className={styles.note}>{t('rank.toNext', { name: next.name })}</p>
            <Progress
              label={t('rank.deposits')}
              value={r.totals.depositMinor}
              target={next.depositMinor}
              missing={r.next.depositMissingMinor}
            />
            <Progress
              label={t('rank.validBets')}
              value={r.totals.validBetMinor}
              target={next.validBetMinor}
              missing={r.next.validBetMissingMinor}
            />
            <div className={styles.nextGives}>
              <h4 className={styles.subheading}>{t('rank.nextGives', { name: next.name })}</h4>
              <Benefits level={next} />
            </div>
          </>
        ) : (
          <p className={styles.note}>{t('rank.top')}</p>
        )}
      </section>

      <section aria-labelledby="rank-levels">
        <h3 id="rank-levels" className={styles.heading}>
          {t('rank.levels')}
        </h3>
        {/* a wide table scrolls sideways on its own; focusable so the keyboard can scroll it */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('rank.levelsCaption')}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('rank.levelsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rank.level')}</th>
                <th scope="col">{t('rank.deposits')}</th>
                <th scope="col">{t('rank.validBets')}</th>
                <th scope="col">{t('rank.rebate')}</th>
                <th scope="col">{t('rank.withdrawLimit')}</th>
                <th scope="col">{t('rank.birthdayBonus')}</th>
                <th scope="col">{t('rank.service')}</th>
              </tr>
            </thead>
            <tbody>
              {r.levels.map((l) => (
                <tr key={l.level} aria-current={l.level === r.level ? 'true' : undefined}>
                  <th scope="row" data-label={t('rank.level')}>
                    <span className={styles.label} style={{ color: l.color, background: l.color2 }}>
                      {l.name}
                    </span>
                    {l.level === r.level && (
                      <>
                        {' '}
                        <span className={styles.you}>{t('rank.you')}</span>
                      </>
                    )}
                  </th>
                  <td data-label={t('rank.deposits')}>{money(l.depositMinor)}</td>
                  <td data-label={t('rank.validBets')}>{money(l.validBetMinor)}</td>
                  <td data-label={t('rank.rebate')}>{percent(l.rebateBps)}</td>
                  <td data-label={t('rank.withdrawLimit')}>{money(l.dailyWithdrawLimitMinor)}</td>
                  <td data-label={t('rank.birthdayBonus')}>{l.birthdayBonusMinor > 0 ? money(l.birthdayBonusMinor) : '—'}</td>
                  <td data-label={t('rank.service')}>{t(l.vipService ? 'rank.vipService' : 'rank.liveChat')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function Progress({ label, value, target, missing }: { label: string; value: number; target: number; missing: number }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>{label}</span>
        <span>
          {money(value)} / {money(target)}
        </span>
      </div>
      <progress max={Math.max(target, 1)} value={Math.min(value, target)} aria-label={label} />
      <span className={styles.note}>{missing > 0 ? t('rank.missing', { amount: money(missing) }) : t('rank.reached')}</span>
    </div>
  );
}

function Benefits({ level }: { level: VipLevel }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  return (
    <ul className={styles.benefits}>
      <li>{t('rank.benefit.rebate', { rate: percent(level.rebateBps) })}</li>
      <li>{t('rank.benefit.withdraw', { amount: money(level.dailyWithdrawLimitMinor) })}</li>
      {level.birthdayBonusMinor > 0 && <li>{t('rank.benefit.birthday', { amount: money(level.birthdayBonusMinor) })}</li>}
      {level.vipService && <li>{t('rank.benefit.service')}</li>}
    </ul>
  );
}
