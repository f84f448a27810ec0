import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { LotteryBet } from '@tala/contract/lottery';
import { formatDateTime, useFormat } from '../../../../shared/lib/format.ts';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../../../shared/ui/tabs/tabs.tsx';
import { useNumeroBets, useRecentBets } from '../../api/bet-records.ts';
import styles from './my-bets.module.css';

export interface MyBetsProps {
  account: string;
  gameCode: string;
  numero: string | null;
  /** The server's clock, for how long ago each bet was placed. */
  now: number;
  nameOf: (code: string) => string;
}

/** The player's bets: on the current numero, and their latest on this game with results. */
export function MyBets({ account, gameCode, numero, now, nameOf }: MyBetsProps) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<'current' | 'history'>('current');
  const current = useNumeroBets(account, gameCode, numero);
  const history = useRecentBets(tab === 'history' ? account : null, gameCode);
  const query = tab === 'current' ? current : history;
  const list = query.data?.list ?? [];

  return (
    <section className={styles.box} aria-labelledby="lottery-my-bets">
      <h2 id="lottery-my-bets" className={styles.title}>
        {t('bets.title')}
      </h2>
      <Tabs
        label={t('bets.title')}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'current', label: t('bets.current') },
          { id: 'history', label: t('bets.history') },
        ]}
      >
        {query.isPending && query.fetchStatus !== 'idle' ? (
          <div className={styles.loading}>
            <Spinner label={t('loading')} />
          </div>
        ) : list.length === 0 ? (
          <p className={styles.empty}>{tab === 'current' ? t('bets.noneCurrent') : t('bets.noneHistory')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((bet) => (
              <BetRow key={bet.betId} bet={bet} now={now} nameOf={nameOf} showNumero={tab === 'history'} />
            ))}
          </ul>
        )}
      </Tabs>
    </section>
  );
}

function BetRow({
  bet,
  now,
  nameOf,
  showNumero,
}: {
  bet: LotteryBet;
  now: number;
  nameOf: (code: string) => string;
  showNumero: boolean;
}) {
  const { t } = useTranslation('lottery');
  const { money, relative } = useFormat();
  return (
    <li className={styles.bet} data-status={bet.status}>
      <div className={styles.main}>
        <span className={styles.play}>{nameOf(bet.playCode)}</span>
        <span className={styles.number}>{t(`choice.${bet.betNumber}`, { defaultValue: bet.betNumber })}</span>
        {showNumero && <span className={styles.numero}>{t('card.numero', { numero: bet.numero })}</span>}
        <time className={styles.placed} dateTime={bet.createdAt} title={formatDateTime(bet.createdAt)}>
          {relative(bet.createdAt, now)}
        </time>
      </div>
      <div className={styles.side}>
        <span className={styles.stake}>{money(bet.stakeMinor)}</span>
        <span className={`${styles.status} ${styles[bet.status]}`}>
          {bet.status === 'WON' || bet.status === 'REFUNDED'
            ? t(`bets.status.${bet.status}`, { amount: money(bet.payoutMinor) })
            : t(`bets.status.${bet.status}`, { amount: money(bet.potentialWinMinor) })}
        </span>
      </div>
      {bet.openNumber && showNumero && (
        <Balls value={bet.openNumber} size="sm" label={t('card.winningNumber', { number: bet.openNumber })} />
      )}
    </li>
  );
}
