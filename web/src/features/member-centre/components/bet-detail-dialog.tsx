import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import type { BetDetail, BetProduct } from '@tala/contract/game-rounds';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { useBetDetail } from '../api/bet-history.ts';
import { RecordListState } from './record-parts.tsx';
import styles from './betting-record.module.css';

/** One bet in full; for a lottery bet, the draw's proof and the way to check it on the game's draw list. */
export function BetDetailDialog({ bet, onClose }: { bet: { product: BetProduct; id: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('memberCentre');
  const detail = useBetDetail(bet, i18n.language);
  return (
    <Modal open={bet !== null} title={t('bets.detail.title')} onClose={onClose} width={520}>
      <RecordListState query={detail} empty={false} emptyText="">
        {detail.data && <DetailBody detail={detail.data} />}
      </RecordListState>
    </Modal>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailBody({ detail }: { detail: BetDetail }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const status =
    detail.product === 'games' && detail.status === 'OPEN' ? t('bets.roundStatusOpen') : t(`bets.statuses.${detail.status}`);
  return (
    <>
      <dl className={styles.detail}>
        <Line label={t('bets.game')}>{detail.gameName}</Line>
        {detail.product === 'lottery' ? (
          <>
            <Line label={t('bets.detail.numero')}>{detail.numero}</Line>
            <Line label={t('bets.bet')}>
              <span className={styles.mono}>
                {detail.playCode} {detail.betNumber}
              </span>
            </Line>
            <Line label={t('bets.detail.odds')}>{detail.odds}</Line>
          </>
        ) : (
          <>
            <Line label={t('bets.detail.vendor')}>{detail.vendorName}</Line>
            <Line label={t('bets.detail.roundId')}>
              <span className={styles.mono}>{detail.roundId}</span>
            </Line>
          </>
        )}
        <Line label={t('bets.placed')}>
          <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt)}</time>
        </Line>
        {detail.settledAt && (
          <Line label={t('bets.detail.settled')}>
            <time dateTime={detail.settledAt}>{formatDateTime(detail.settledAt)}</time>
          </Line>
        )}
        <Line label={t('bets.status')}>{status}</Line>
        <Line label={t('bets.stake')}>{money(detail.stakeMinor)}</Line>
        <Line label={detail.status === 'REFUNDED' ? t('bets.detail.refund') : t('bets.detail.payout')}>
          {money(detail.payoutMinor)}
        </Line>
        {detail.product === 'lottery' && detail.status === 'OPEN' && (
          <Line label={t('bets.detail.potential')}>{money(detail.potentialWinMinor)}</Line>
        )}
        {detail.product === 'lottery' && (
          <Line label={t('bets.detail.openNumber')}>
            <span className={styles.mono}>{detail.openNumber ?? t('bets.detail.notDrawn')}</span>
          </Line>
        )}
      </dl>
      {detail.product === 'lottery' && (
        <section className={styles.proof} aria-labelledby="bet-proof-title">
          <h3 id="bet-proof-title" className={styles.proofTitle}>
            {t('bets.detail.proof')}
          </h3>
          <dl className={styles.detail}>
            <Line label={t('bets.detail.seedHash')}>
              <code className={styles.code}>{detail.seedHash}</code>
            </Line>
            <Line label={t('bets.detail.seed')}>
              {detail.seed ? <code className={styles.code}>{detail.seed}</code> : t('bets.detail.seedSecret')}
            </Line>
          </dl>
          <Link className={styles.verify} to={`${paths.lottery({ gameCode: detail.gameCode })}#lottery-draws-title`}>
            {t('bets.detail.verify')}
          </Link>
        </section>
      )}
    </>
  );
}
