import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useFormat } from '../../../shared/lib/format.ts';
import { GiftIcon } from '../../../shared/ui/icons/icons.tsx';
import styles from './promotions.module.css';

/**
 * The prize a raffle draw won. The server drew it before answering; the card flips open once (a
 * short CSS animation that the reduced-motion preference turns off), and the words are in the page
 * from the start, so a screen reader announces them at once through the surrounding status.
 */
export function RaffleReveal({ amountMinor, turnoverMinor }: { amountMinor: number; turnoverMinor: number }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  return (
    <div className={styles.reveal}>
      <p className={styles.revealCard} aria-hidden="true">
        <GiftIcon className={styles.revealGift} />
        <span className={styles.revealAmount}>{money(amountMinor)}</span>
      </p>
      <p className={styles.revealText}>{t('raffle.won', { amount: money(amountMinor) })}</p>
      <p>{t('raffle.wonDetail', { turnover: money(turnoverMinor) })}</p>
    </div>
  );
}
