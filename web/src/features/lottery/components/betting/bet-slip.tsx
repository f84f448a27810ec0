import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { formatMinor } from '@tala/contract/core/money';
import type { PlayType } from '@tala/contract/lottery';
import { useFormat } from '../../../../shared/lib/format.ts';
import { openDialog, showToast } from '../../../../shared/state/ui-store.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { CloseIcon } from '../../../../shared/ui/icons/icons.tsx';
import { usePlaceBet } from '../../api/place-bet.ts';
import { potentialWin, slipTotals, type SlipLine } from '../../model/bet-slip.ts';
import { ConfirmBets } from './confirm-bets.tsx';
import styles from './bet-slip.module.css';

export interface BetSlipProps {
  account: string | null;
  gameCode: string;
  numero: string | null;
  closed: boolean;
  lines: SlipLine[];
  playTypes: readonly PlayType[];
  /** The main wallet: bets are debited from it alone, whatever sits in vendor wallets. */
  mainBalanceMinor: number | null;
  onRemove: (key: string) => void;
  onPlaced: () => void;
}

/** The lines to bet on this numero, their totals, and the confirmation before any money moves. */
export function BetSlip({
  account,
  gameCode,
  numero,
  closed,
  lines,
  playTypes,
  mainBalanceMinor,
  onRemove,
  onPlaced,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const [confirming, setConfirming] = useState(false);
  const place = usePlaceBet(account);
  const totals = slipTotals(lines);
  const short = mainBalanceMinor !== null && totals.stakeMinor > mainBalanceMinor;
  const nameOf = (code: string) => playTypes.find((p) => p.code === code)?.name ?? code;
  const { money } = useFormat();
  const title = useRef<HTMLHeadingElement>(null);
  const [placed, setPlaced] = useState(0);
  // after a placed slip the dialog hands the focus back to "Place bets", disabled by then (the slip
  // is empty): the slip's heading takes it, so a keyboard reader keeps his place instead of restarting
  // from the top of the page. This effect runs after the dialog's own cleanup.
  useEffect(() => {
    if (placed) title.current?.focus();
  }, [placed]);

  function start() {
    if (!account) return openDialog({ name: 'login', tab: 'login' });
    place.reset();
    setConfirming(true);
  }

  return (
    <section className={styles.slip} aria-labelledby="lottery-slip-title">
      <header className={styles.head}>
        <h2 id="lottery-slip-title" className={styles.title} ref={title} tabIndex={-1}>
          {t('slip.title')}
        </h2>
        {numero && <span className={styles.numero}>{t('card.numero', { numero })}</span>}
      </header>

      {lines.length === 0 ? (
        <p className={styles.empty}>{t('slip.empty')}</p>
      ) : (
        <ul className={styles.lines} aria-label={t('slip.lines')}>
          {lines.map((line) => {
            // a choice bet (BIG, ODD …) shows and reads its translated name; numbers stay as typed
            const choice = t(`choice.${line.betNumber}`, { defaultValue: line.betNumber });
            return (
              <li key={line.key} className={styles.line}>
                <span className={styles.play}>{nameOf(line.playCode)}</span>
                <span className={styles.number}>{choice}</span>
                <span className={styles.amounts}>
                  {money(line.stakeMinor)}
                  <small>{t('slip.wins', { amount: money(potentialWin(line.stakeMinor, line.odds)) })}</small>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('slip.remove', { number: choice })}
                  onClick={() => onRemove(line.key)}
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <dl className={styles.totals}>
        <div>
          <dt>{t('slip.totalStake')}</dt>
          <dd>{money(totals.stakeMinor)}</dd>
        </div>
        <div>
          <dt>{t('slip.potentialWin')}</dt>
          <dd className={styles.win}>{money(totals.potentialWinMinor)}</dd>
        </div>
        {account && (
          <div>
            <dt>{t('slip.mainBalance')}</dt>
            <dd>
              <output aria-label={t('slip.mainBalance')}>
                {mainBalanceMinor === null ? t('slip.balanceLoading') : money(mainBalanceMinor)}
              </output>
            </dd>
          </div>
        )}
      </dl>
      {short && <p className={styles.warning}>{t('slip.short')}</p>}
      {closed && <p className={styles.warning}>{t('slip.closed')}</p>}

      <Button block size="lg" onClick={start} disabled={account !== null && (lines.length === 0 || closed || short || !numero)}>
        {account ? t('slip.place', { count: lines.length }) : t('slip.login')}
      </Button>

      {confirming && numero && (
        <ConfirmBets
          numero={numero}
          lines={lines}
          nameOf={nameOf}
          money={money}
          pending={place.isPending}
          error={place.error}
          onCancel={() => setConfirming(false)}
          onConfirm={(requestId) =>
            place.mutate(
              {
                gameCode,
                numero,
                requestId,
                bets: lines.map((l) => ({ playCode: l.playCode, betNumber: l.betNumber, stake: formatMinor(l.stakeMinor) })),
              },
              {
                onSuccess: () => {
                  setConfirming(false);
                  showToast({ tone: 'success', textKey: 'lottery:slip.placed', values: { numero } });
                  onPlaced();
                  setPlaced((n) => n + 1);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
