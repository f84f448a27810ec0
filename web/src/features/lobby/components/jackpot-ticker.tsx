import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useFormat } from '../../../shared/lib/format.ts';
import { useJackpot } from '../api/jackpot.ts';
import styles from './jackpot-ticker.module.css';

const COUNT_MS = 1_600;

/**
 * Counts the shown figure up to the latest pool over COUNT_MS (never past it: the figure is always
 * one the server reported). Reduced motion, or a pool that went down (it was won), jumps at once.
 */
function useCountUp(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (target === undefined) return;
    const start = from.current;
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (start === undefined || target <= start || still || typeof requestAnimationFrame !== 'function') {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - began) / COUNT_MS);
      const value = Math.round(start + (target - start) * (1 - (1 - k) ** 3));
      from.current = value;
      setShown(value);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

/**
 * The progressive jackpot of the in-house slots, live in the Slots lobby. The moving figure is for
 * the eye only; assistive technology reads the region's current amount when it gets there, and is
 * told (politely) only when the pool was won and started again, not at every poll.
 */
export function JackpotTicker({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation('lobby');
  const { money } = useFormat();
  const jackpot = useJackpot(pollMs);
  const amount = jackpot.data?.amountMinor;
  const shown = useCountUp(amount);
  const previous = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (amount === undefined) return;
    if (previous.current !== undefined && amount < previous.current) setAnnouncement(t('jackpot.won', { amount: money(amount) }));
    previous.current = amount;
  }, [amount, money, t]);

  // while the first figure loads, the ticker's place at its size, so the lobby below does not jump
  if (jackpot.isPending) {
    return (
      <div className={`${styles.ticker} ${styles.waiting}`} aria-hidden="true" data-testid="jackpot-placeholder">
        <p className={styles.title}>{t('jackpot.title')}</p>
        <p className={styles.amount}>{'\u00a0'}</p>
        <p className={styles.note}>{t('jackpot.note')}</p>
      </div>
    );
  }
  if (amount === undefined || shown === undefined) return null;
  return (
    <section className={styles.ticker} aria-labelledby="jackpot-title">
      <div className={styles.glow} aria-hidden="true" />
      <h2 id="jackpot-title" className={styles.title}>
        {t('jackpot.title')}
      </h2>
      <p className={styles.amount}>
        <span aria-hidden="true">{money(shown)}</span>
        <span className="visually-hidden">{money(amount)}</span>
      </p>
      <p className={styles.note}>{t('jackpot.note')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
