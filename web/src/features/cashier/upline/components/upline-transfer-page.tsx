import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { paymentPasswordRule } from '@tala/contract/payout';
import type { UplineTransferStatus } from '@tala/contract/upline-transfer';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useFormat } from '../../../../shared/lib/format.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { useCentrePageAvailable } from '../../../../shared/ui/centre/centre.ts';
import type { CentrePageProps } from '../../../../shared/ui/centre/pages.ts';
import { PasswordInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { MoneyField, moneyCheck } from '../../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { usePaymentPasswordStatus } from '../../payout/api/payment-password.ts';
import { withPaymentPassword } from '../../payout/components/password-failure.ts';
import { newTransferId, useTransferToUpline, useUplineLiveUpdate } from '../api/upline.ts';
import { useUplineTransferStatus } from '../api/upline-status.ts';
import styles from './upline-transfer-page.module.css';

/** Transfer to upline (member centre page `transferUpline`): money from the main wallet to the member's own agent. */
export default function UplineTransferPage({ go }: CentrePageProps) {
  const { t } = useTranslation('uplineTransfer');
  useUplineLiveUpdate();
  const status = useUplineTransferStatus();
  const password = usePaymentPasswordStatus();
  const canSetUp = useCentrePageAvailable('member', 'securityCenter');

  if (status.isPending || password.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (status.isError || password.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void Promise.all([status.refetch(), password.refetch()])}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const s = status.data;
  return (
    <div className={styles.root}>
      <Summary status={s} />
      {!s.allowed || !s.uplineAccount ? (
        <p className={styles.warning} role="status">
          {t('closed')}
        </p>
      ) : !password.data.isSet ? (
        <section className={styles.card} aria-labelledby="upline-setup">
          <h3 id="upline-setup" className={styles.heading}>
            {t('setUp.title')}
          </h3>
          <p>{t('setUp.text')}</p>
          {canSetUp && (
            <Button variant="primary" size="lg" onClick={() => go('securityCenter')}>
              {t('setUp.action')}
            </Button>
          )}
        </section>
      ) : (
        <TransferForm status={s} upline={s.uplineAccount} />
      )}
    </div>
  );
}

function Summary({ status }: { status: UplineTransferStatus }) {
  const { t } = useTranslation('uplineTransfer');
  const { money } = useFormat();
  return (
    <section className={styles.card} aria-labelledby="upline-summary">
      <h3 id="upline-summary" className={styles.heading}>
        {t('summary.title')}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('summary.upline')}</dt>
          <dd data-testid="upline-account">{status.uplineAccount ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('summary.balance')}</dt>
          <dd>{money(status.balanceMinor)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('summary.note')}</p>
      {status.turnoverRemainingMinor > 0 && (
        <p className={styles.warning}>{t('summary.turnover', { remaining: money(status.turnoverRemainingMinor) })}</p>
      )}
    </section>
  );
}

interface TransferValues {
  amount: number | null;
  paymentPassword: string;
}

function TransferForm({ status, upline }: { status: UplineTransferStatus; upline: string }) {
  // the checks' texts are the form kit's (forms, and register for "required"): loaded with the page's own
  const { t } = useTranslation(['uplineTransfer', 'forms', 'register', 'errors', 'payout']);
  const { money, locale } = useFormat();
  const transfer = useTransferToUpline();
  const [done, setDone] = useState<string | null>(null);
  const amountLabel = t('form.amount');
  const checks: FieldChecks<TransferValues> = {
    amount: {
      label: amountLabel,
      required: true,
      validate: (value, values) => {
        const valid = moneyCheck({ label: amountLabel, min: 1 }, t, locale).validate!(value, values);
        if (valid) return valid;
        if (typeof value === 'number' && value > status.balanceMinor) return t('errors:INSUFFICIENT_BALANCE');
        return null;
      },
    },
    paymentPassword: { label: t('form.password'), rule: paymentPasswordRule, required: true },
  };
  const form = useForm<TransferValues>({
    defaultValues: { amount: null, paymentPassword: '' },
    resolver: ruleResolver(checks, t),
  });

  // one key per transfer the member asks for: the same transfer retried keeps it, anything else gets a new one
  const key = useRef<{ asked: string; id: string } | null>(null);

  const submit = async (v: TransferValues) => {
    setDone(null);
    const asked = `${upline}:${v.amount}`;
    if (key.current?.asked !== asked) key.current = { asked, id: newTransferId() };
    const requestId = key.current.id;
    let sent: number | null = null;
    try {
      const ok = await withPaymentPassword(form, 'paymentPassword', t, async () => {
        const result = await transfer.mutateAsync({
          uplineAccount: upline,
          amountMinor: v.amount!,
          paymentPassword: v.paymentPassword,
          requestId,
        });
        sent = result.amountMinor;
      });
      if (!ok) {
        // the password was refused: nothing moved, the next attempt is a new transfer
        key.current = null;
        return;
      }
    } catch (error) {
      // a refusal moved nothing: the next attempt is a new transfer
      if (isApiError(error) && error.status >= 400) key.current = null;
      throw error;
    }
    key.current = null;
    form.reset({ amount: null, paymentPassword: '' });
    if (sent !== null) setDone(t('form.done', { amount: money(sent), upline }));
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('form.title')} className={styles.form}>
      <h3 className={styles.heading}>{t('form.title')}</h3>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <p className={styles.note}>{t('form.to', { upline })}</p>
      <MoneyField name="amount" label={amountLabel} required hint={t('form.hint', { balance: money(status.balanceMinor) })} />
      <PasswordInput
        label={t('form.password')}
        required
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('paymentPassword')}
        error={form.formState.errors.paymentPassword}
      />
      <SubmitButton pendingLabel={t('form.sending')}>{t('form.submit')}</SubmitButton>
    </Form>
  );
}
