import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { LotteryBet, LotteryDraw } from '@tala/contract/lottery';
import { useFormat } from '../../../../shared/lib/format.ts';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { CloseIcon } from '../../../../shared/ui/icons/icons.tsx';
import styles from './result-banner.module.css';

export type Outcome =
  | { kind: 'none' }
  | { kind: 'settling' }
  | { kind: 'won'; payoutMinor: number }
  | { kind: 'lost' }
  | { kind: 'refunded'; payoutMinor: number };

/** What the player's bets on a drawn numero came to. */
export function outcomeOf(bets: readonly LotteryBet[] | undefined): Outcome {
  if (!bets || bets.length === 0) return { kind: 'none' };
  if (bets.some((bet) => bet.status === 'OPEN')) return { kind: 'settling' };
  const won = bets.filter((bet) => bet.status === 'WON').reduce((sum, bet) => sum + bet.payoutMinor, 0);
  if (won > 0) return { kind: 'won', payoutMinor: won };
  if (bets.every((bet) => bet.status === 'REFUNDED')) {
    return { kind: 'refunded', payoutMinor: bets.reduce((sum, bet) => sum + bet.payoutMinor, 0) };
  }
  return { kind: 'lost' };
}

export interface ResultBannerProps {
  draw: LotteryDraw;
  outcome: Outcome;
  onClose: () => void;
}

/** The draw that just happened, live: its balls roll in, then the player's win or loss. */
export function ResultBanner({ draw, outcome, onClose }: ResultBannerProps) {
  const { t } = useTranslation('lottery');
  const { money } = useFormat();
  return (
    <section className={`${styles.banner} ${styles[outcome.kind]}`} aria-labelledby="lottery-result-title">
      <div className={styles.draw}>
        <h2 id="lottery-result-title" className={styles.title}>
          {draw.status === 'CANCELLED'
            ? t('result.cancelled', { numero: draw.numero })
            : t('result.title', { numero: draw.numero })}
        </h2>
        {draw.openNumber && (
          <Balls value={draw.openNumber} size="lg" animate label={t('card.winningNumber', { number: draw.openNumber })} />
        )}
      </div>
      <p className={styles.outcome} role="status">
        {outcome.kind === 'won' && t('result.won', { amount: money(outcome.payoutMinor) })}
        {outcome.kind === 'lost' && t('result.lost')}
        {outcome.kind === 'settling' && t('result.settling')}
        {outcome.kind === 'refunded' && t('result.refunded', { amount: money(outcome.payoutMinor) })}
        {outcome.kind === 'none' && t('result.noBets', { date: draw.winningDate })}
      </p>
      <button type="button" className={styles.close} aria-label={t('result.dismiss')} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </section>
  );
}
