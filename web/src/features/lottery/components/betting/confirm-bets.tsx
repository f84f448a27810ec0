import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { Modal } from '../../../../shared/ui/modal/modal.tsx';
import { newRequestId } from '../../api/place-bet.ts';
import { potentialWin, slipTotals, type SlipLine } from '../../model/bet-slip.ts';
import styles from './confirm-bets.module.css';
import { errorParams } from '../../../../shared/api/error-params.ts';

export interface ConfirmBetsProps {
  numero: string;
  lines: readonly SlipLine[];
  nameOf: (code: string) => string;
  money: (minor: number) => string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** Called with the order's idempotency key: the same for every retry of this confirmation. */
  onConfirm: (requestId: string) => void;
}

export function ConfirmBets({ numero, lines, nameOf, money, pending, error, onCancel, onConfirm }: ConfirmBetsProps) {
  const { t } = useTranslation(['lottery', 'errors']);
  const [requestId] = useState(newRequestId);
  const totals = slipTotals(lines);
  return (
    <Modal
      open
      title={t('confirm.title')}
      onClose={onCancel}
      width={440}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={() => onConfirm(requestId)} disabled={pending} aria-busy={pending}>
            {pending ? t('confirm.placing') : t('confirm.confirm', { amount: money(totals.stakeMinor) })}
          </Button>
        </div>
      }
    >
      <p className={styles.lead}>{t('confirm.lead', { numero })}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('bets.play')}</th>
            <th scope="col">{t('bets.number')}</th>
            <th scope="col">{t('bets.stake')}</th>
            <th scope="col">{t('bets.toWin')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>{nameOf(line.playCode)}</td>
              <td className={styles.number}>{t(`choice.${line.betNumber}`, { defaultValue: line.betNumber })}</td>
              <td>{money(line.stakeMinor)}</td>
              <td>{money(potentialWin(line.stakeMinor, line.odds))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('slip.totalStake')}
            </th>
            <td>{money(totals.stakeMinor)}</td>
            <td>{money(totals.potentialWinMinor)}</td>
          </tr>
        </tfoot>
      </table>
      {error && (
        <p className={styles.error} role="alert">
          {isApiError(error) ? t(error.translationKey, errorParams(error)) : t('errors:UNKNOWN')}
        </p>
      )}
    </Modal>
  );
}
