import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { toMinor } from '@tala/contract/core/money';
import { isApiError } from '../../../shared/api/api-error.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useDownlineTransfer, usePaymentPasswordSet } from '../api/records.ts';
import styles from './agent-centre.module.css';

const newRequestId = () => `at_${crypto.randomUUID().replace(/-/g, '')}`;

/**
 * Transfer from the agent's main wallet to a member directly below him, with the payment password.
 * An agent without one is told so before he types anything, with the way to the member centre's
 * security page where it is set, as the cashier's pages do.
 */
export function TransferForm({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const passwordSet = usePaymentPasswordSet();
  const canSetUp = useCentrePageAvailable('member', 'securityCenter');
  // asked before the fields show, so nothing typed is swapped away for the notice
  if (passwordSet.isPending) return <Spinner label={t('loading')} />;
  if (passwordSet.data === false) {
    return (
      <section className={styles.form} aria-labelledby="transfer-setup">
        <h4 id="transfer-setup" className={styles.heading}>
          {t('transfer.setUpTitle')}
        </h4>
        <p>{t('transfer.setUpText')}</p>
        {canSetUp && (
          <div className={styles.actions}>
            <Button
              variant="primary"
              onClick={() => {
                if (allowAction('memberCentre')) openCentre('member', 'securityCenter');
              }}
            >
              {t('transfer.setUpAction')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  // the status could not be read: the form stays, and the server still says when the password is missing
  return <Transfer memberId={memberId} account={account} />;
}

/** One request id per amount asked: a retry after a lost answer cannot move the money twice. */
function Transfer({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  const transfer = useDownlineTransfer();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ asked: string; id: string } | null>(null);

  return (
    <form
      className={styles.form}
      aria-labelledby="transfer-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // the last answer (a refusal, or a transfer done) is about other figures: it goes with a new try
        transfer.reset();
        const minor = toMinor(amount.trim());
        if (minor === null || minor <= 0) return setProblem(t('transfer.badAmount'));
        if (!password) return setProblem(t('transfer.noPassword'));
        setProblem(null);
        const asked = `${memberId}:${minor}`;
        if (key.current?.asked !== asked) key.current = { asked, id: newRequestId() };
        transfer.mutate(
          { memberId, amountMinor: minor, paymentPassword: password, requestId: key.current.id },
          {
            onSuccess: () => {
              key.current = null;
              setAmount('');
              setPassword('');
            },
            onError: (error) => {
              // a refusal moved nothing: the next attempt is a new request
              if (isApiError(error) && error.status >= 400) key.current = null;
            },
          },
        );
      }}
    >
      <h4 id="transfer-title" className={styles.heading}>
        {t('transfer.title', { account })}
      </h4>
      <label className={styles.field}>
        <span>{t('transfer.amount')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          maxLength={16}
          aria-invalid={problem === t('transfer.badAmount')}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t('transfer.password')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={password}
          maxLength={32}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      {transfer.isError && (
        <p className={styles.alert} role="alert">
          {isApiError(transfer.error) ? t(transfer.error.translationKey) : t('transfer.failed')}
        </p>
      )}
      {transfer.isSuccess && (
        <p className={styles.done} role="status">
          {t('transfer.done', { amount: money(transfer.data.amountMinor), account: transfer.data.account })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={transfer.isPending}>
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
