import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../../../../shared/i18n/react.tsx';
import { uploadLimits } from '@tala/contract/core/uploads';
import { paymentPasswordRule, type PayoutAccount } from '@tala/contract/payout';
import type { Withdrawal, WithdrawInfo } from '@tala/contract/withdraw';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { formatDateTime, useFormat } from '../../../../shared/lib/format.ts';
import { useCountdown } from '../../../../shared/lib/use-countdown.ts';
import { formatDuration } from '../../../../shared/ui/countdown/duration.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { useCentrePageAvailable } from '../../../../shared/ui/centre/centre.ts';
import type { CentrePageProps } from '../../../../shared/ui/centre/pages.ts';
import { PasswordInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { ImageUploadField, imagesCheck } from '../../../../shared/ui/form/image-upload-field.tsx';
import { MoneyField, moneyCheck } from '../../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { usePayoutAccounts } from '../../payout/api/accounts.ts';
import { usePaymentPasswordStatus } from '../../payout/api/payment-password.ts';
import { withPaymentPassword } from '../../payout/components/password-failure.ts';
import {
  newRequestId,
  useConfirmReceipt,
  useRequestWithdrawal,
  useWithdrawals,
  useWithdrawInfo,
  useWithdrawLiveUpdate,
} from '../api/withdraw.ts';
import { stillToArrive } from '../model/receipt.ts';
import { answerWindow, trackerSteps } from '../model/tracker.ts';
import styles from './withdraw-page.module.css';

/** Withdraw (member centre page `withdraw`): what can be withdrawn and why, the request, its tracker and the receipt answer. */
export default function WithdrawPage({ go }: CentrePageProps) {
  const { t } = useTranslation('withdraw');
  useWithdrawLiveUpdate();
  const info = useWithdrawInfo();
  const accounts = usePayoutAccounts();
  const password = usePaymentPasswordStatus();
  const newest = useWithdrawals(1);
  const canSetUp = useCentrePageAvailable('member', 'securityCenter');

  if (info.isPending || accounts.isPending || password.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (info.isError || accounts.isError || password.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void Promise.all([info.refetch(), accounts.refetch(), password.refetch()])}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const awaiting = (newest.data?.list ?? []).filter((w) => w.status === 'paid');
  const setUp = !password.data.isSet ? 'password' : accounts.data.list.length === 0 ? 'account' : null;

  return (
    <div className={styles.root}>
      {awaiting.map((w) => (
        <ReceiptCard key={w.withdrawNo} withdrawal={w} />
      ))}
      <Summary info={info.data} />
      {setUp ? (
        <section className={styles.setUp} aria-labelledby="withdraw-setup">
          <h3 id="withdraw-setup" className={styles.heading}>
            {t(`setUp.${setUp}Title`)}
          </h3>
          <p>{t(`setUp.${setUp}Text`)}</p>
          {canSetUp && (
            <Button variant="primary" size="lg" onClick={() => go('securityCenter', { focus: 'security-payout' })}>
              {t(`setUp.${setUp}Action`)}
            </Button>
          )}
        </section>
      ) : (
        <WithdrawForm info={info.data} accounts={accounts.data.list} />
      )}
      <History />
    </div>
  );
}

function Summary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('withdraw');
  const { money } = useFormat();
  const { turnover, limits } = info;
  const waiting = limits.open >= limits.maxOpen;
  return (
    <section className={styles.summary} aria-labelledby="withdraw-summary">
      <h3 id="withdraw-summary" className={styles.heading}>
        {t('summary.title')}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('summary.balance')}</dt>
          <dd>{money(info.balanceMinor)}</dd>
        </div>
        {/* green only when there is something to take out */}
        <div className={styles.withdrawable} data-none={info.withdrawableMinor === 0 || undefined}>
          <dt>{t('summary.withdrawable')}</dt>
          <dd data-testid="withdrawable">{money(info.withdrawableMinor)}</dd>
        </div>
      </dl>
      {turnover.requiredMinor > 0 && (
        <div className={styles.turnover}>
          <p id="withdraw-turnover">
            {turnover.remainingMinor > 0
              ? t('summary.turnoverNeeded', { remaining: money(turnover.remainingMinor) })
              : t('summary.turnoverMet')}
          </p>
          <progress
            className={styles.progress}
            max={turnover.requiredMinor}
            value={turnover.doneMinor}
            aria-labelledby="withdraw-turnover"
          />
          <p className={styles.note}>
            {t('summary.turnoverDone', { done: money(turnover.doneMinor), required: money(turnover.requiredMinor) })}
          </p>
        </div>
      )}
      {turnover.requiredMinor === 0 && <p className={styles.note}>{t('summary.noTurnover')}</p>}
      <p className={styles.note}>
        {t('summary.today', {
          used: limits.usedCount,
          count: limits.dailyCount,
          usedAmount: money(limits.usedAmountMinor),
          amount: money(limits.dailyAmountMinor),
        })}
      </p>
      {waiting && (
        <p className={styles.warning} role="status">
          {t('summary.waiting', { count: limits.maxOpen })}
        </p>
      )}
    </section>
  );
}

interface RequestValues {
  accountId: string;
  amount: number | null;
  paymentPassword: string;
}

function WithdrawForm({ info, accounts }: { info: WithdrawInfo; accounts: PayoutAccount[] }) {
  // the checks' texts are the form kit's (forms, and register for "required"): loaded with the page's own
  const { t } = useTranslation(['withdraw', 'forms', 'register', 'errors', 'payout']);
  const { money, locale } = useFormat();
  const request = useRequestWithdrawal();
  const [done, setDone] = useState<string | null>(null);
  const amountLabel = t('form.amount');
  const rangeOf = (accountId: string) => {
    const account = accounts.find((a) => String(a.id) === accountId);
    return (
      (account && info.providerLimits[account.provider]) || { minMinor: info.limits.minMinor, maxMinor: info.limits.maxMinor }
    );
  };
  const checks: FieldChecks<RequestValues> = {
    accountId: { label: t('form.account'), required: true },
    amount: {
      label: amountLabel,
      required: true,
      validate: (value, values) => {
        const range = rangeOf(values.accountId);
        const inRange = moneyCheck({ label: amountLabel, min: range.minMinor, max: range.maxMinor }, t, locale).validate!(
          value,
          values,
        );
        if (inRange) return inRange;
        if (typeof value !== 'number') return null;
        if (info.turnover.remainingMinor > 0) return t('form.turnoverFirst', { remaining: money(info.turnover.remainingMinor) });
        if (value > info.balanceMinor) return t('errors:INSUFFICIENT_BALANCE');
        return null;
      },
    },
    paymentPassword: { label: t('form.password'), rule: paymentPasswordRule, required: true },
  };
  const form = useForm<RequestValues>({
    defaultValues: { accountId: String(accounts[0]!.id), amount: null, paymentPassword: '' },
    resolver: ruleResolver(checks, t),
  });
  const range = rangeOf(form.watch('accountId'));

  // one key per withdrawal the player asks for: the same request retried keeps it, anything else gets a new one
  const key = useRef<{ request: string; id: string } | null>(null);

  const submit = async (v: RequestValues) => {
    setDone(null);
    const asked = `${v.accountId}:${v.amount}`;
    if (key.current?.request !== asked) key.current = { request: asked, id: newRequestId() };
    const requestId = key.current.id;
    const made: { withdrawal?: Withdrawal } = {};
    try {
      const ok = await withPaymentPassword(form, 'paymentPassword', t, async () => {
        made.withdrawal = await request.mutateAsync({
          accountId: Number(v.accountId),
          amountMinor: v.amount!,
          paymentPassword: v.paymentPassword,
          requestId,
        });
      });
      if (!ok) {
        // the password was refused: nothing was made, the next attempt is a new request
        key.current = null;
        return;
      }
    } catch (error) {
      // a refusal made nothing: the next attempt is a new request
      if (isApiError(error) && error.status >= 400) key.current = null;
      throw error;
    }
    key.current = null;
    form.reset({ accountId: v.accountId, amount: null, paymentPassword: '' });
    if (made.withdrawal) setDone(t('form.requested', { amount: money(made.withdrawal.amountMinor) }));
  };

  const answer = answerWindow(info.autoReceiptMinutes);
  return (
    <Form form={form} onSubmit={submit} aria-label={t('form.title')} className={styles.form}>
      <h3 className={styles.heading}>{t('form.title')}</h3>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <fieldset className={styles.accounts}>
        <legend className={styles.legend}>{t('form.account')}</legend>
        {accounts.map((a) => (
          <label key={a.id} className={styles.account}>
            <input
              type="radio"
              value={String(a.id)}
              {...form.register('accountId', {
                onChange: () => void (form.getValues('amount') !== null && form.trigger('amount')),
              })}
            />
            <span className={styles.accountBody}>
              <strong>{a.providerName}</strong>
              <span className={styles.tag}>{t(`payout:accounts.types.${a.type}`)}</span>
              <span className={styles.number}>{a.accountNumber}</span>
              <span className={styles.holder}>{a.holderName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <MoneyField
        name="amount"
        label={amountLabel}
        required
        hint={t('form.limits', { min: money(range.minMinor), max: money(range.maxMinor) })}
      />
      <div className={styles.allRow}>
        <span>
          {t('summary.withdrawable')}: <strong>{money(info.withdrawableMinor)}</strong>
        </span>
        {info.withdrawableMinor >= range.minMinor && (
          <Button
            variant="secondary"
            onClick={() =>
              form.setValue('amount', Math.min(info.withdrawableMinor, range.maxMinor), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
          >
            {t('form.all')}
          </Button>
        )}
      </div>
      <PasswordInput
        label={t('form.password')}
        required
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('paymentPassword')}
        error={form.formState.errors.paymentPassword}
      />
      <SubmitButton pendingLabel={t('form.sending')}>{t('form.submit')}</SubmitButton>
      <p className={styles.note}>{t('form.holdNote', { window: t(`form.window.${answer.unit}`, { count: answer.count }) })}</p>
    </Form>
  );
}

interface ReceiptValues {
  /** Nothing until the player answers: a pre-chosen "all of it" would confirm with one tap. */
  receipt: 'full' | 'partial' | 'none' | null;
  received: number | null;
  proofs: File[];
}

/** The confirmation step of a paid withdrawal (spec §4), with the countdown to when it counts as received. */
function ReceiptCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation(['withdraw', 'forms', 'register', 'errors']);
  const { money, locale } = useFormat();
  const confirm = useConfirmReceipt();
  const left = useCountdown(w.confirmDueAt ? Date.parse(w.confirmDueAt) : null, 1000);
  const receivedLabel = t('receipt.received');
  const checks: FieldChecks<ReceiptValues> = {
    receipt: {
      label: t('receipt.question', { amount: money(w.amountMinor) }),
      required: true,
      // the label is a question: "Did you receive $150.00? is required" reads wrong
      messages: { required: 'withdraw:receipt.chooseAnswer' },
    },
    // shown (and so checked) only for a partial receipt: something arrived, not all of it
    received: moneyCheck({ label: receivedLabel, required: true, min: 1, max: w.amountMinor - 1 }, t, locale),
    // shown only when nothing arrived: a screenshot of the account's history shows it
    proofs: imagesCheck({ label: t('receipt.proofs'), required: true }),
  };
  const form = useForm<ReceiptValues>({
    defaultValues: { receipt: null, received: null, proofs: [] },
    resolver: ruleResolver(checks, t),
  });
  const receipt = form.watch('receipt');
  const received = form.watch('received');
  const remaining = stillToArrive(w.amountMinor, received);
  const headingId = `receipt-${w.withdrawNo}`;
  const receiptError = form.formState.errors.receipt?.message;

  const submit = (v: ReceiptValues) =>
    confirm.mutateAsync(
      v.receipt === 'partial'
        ? {
            withdrawNo: w.withdrawNo,
            receipt: 'partial',
            receivedMinor: v.received!,
            remainingMinor: w.amountMinor - v.received!,
          }
        : v.receipt === 'none'
          ? { withdrawNo: w.withdrawNo, receipt: 'none', files: v.proofs }
          : { withdrawNo: w.withdrawNo, receipt: 'full' },
    );

  return (
    <section className={styles.receipt} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('receipt.title', { amount: money(w.amountMinor) })}
      </h3>
      <p>
        {/* the date and time on one line: a phone would break the date at its hyphen */}
        <Trans
          t={t}
          i18nKey="receipt.paidTo"
          values={{
            account: `${w.account.providerName} ${w.account.accountNumber}`,
            time: w.paidAt ? formatDateTime(w.paidAt) : '',
          }}
          components={{ time: <time className={styles.when} dateTime={w.paidAt ?? undefined} /> }}
        />
      </p>
      <p className={styles.countdown} role="timer" aria-live="off">
        {t('receipt.autoIn')}{' '}
        <strong data-testid="auto-receipt">{formatDuration(left * 1000, (n) => t('receipt.days', { count: n }))}</strong>
      </p>
      {left === 0 ? (
        // the time is up: the job closes it as received and the page hears of it
        <p className={styles.note}>{t('receipt.timeUp')}</p>
      ) : (
        <Form form={form} onSubmit={submit} aria-label={t('receipt.formLabel')} className={styles.form}>
          <fieldset
            className={styles.choices}
            aria-invalid={receiptError ? true : undefined}
            aria-describedby={receiptError ? `${headingId}-error` : undefined}
          >
            <legend className={styles.legend}>{t('receipt.question', { amount: money(w.amountMinor) })}</legend>
            {(['full', 'partial', 'none'] as const).map((choice) => (
              <label key={choice} className={styles.choice}>
                <input type="radio" value={choice} {...form.register('receipt')} />
                <span>{t(`receipt.choices.${choice}`)}</span>
              </label>
            ))}
            {receiptError && (
              <p id={`${headingId}-error`} className={styles.choiceError} role="alert">
                {receiptError}
              </p>
            )}
          </fieldset>
          {receipt === 'partial' && (
            <>
              <MoneyField name="received" label={receivedLabel} required />
              <p className={styles.remaining}>
                {t('receipt.remaining')}{' '}
                <strong data-testid="receipt-remaining">{remaining !== null ? money(remaining) : '—'}</strong>
              </p>
            </>
          )}
          {receipt === 'none' && (
            <>
              <ImageUploadField name="proofs" label={t('receipt.proofs')} required maxFiles={uploadLimits.maxPerForm} />
              <p className={styles.note}>{t('receipt.noneNote')}</p>
            </>
          )}
          <SubmitButton pendingLabel={t('receipt.sending')}>{t('receipt.submit')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}

function Tracker({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('withdraw');
  return (
    <ol className={styles.tracker} aria-label={t('tracker.label', { no: withdrawal.withdrawNo })}>
      {trackerSteps(withdrawal).map((s) => (
        <li
          key={s.key}
          className={`${styles.step} ${styles[`step_${s.state}`] ?? ''}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span>
            {t(`steps.${s.key}`)}
            <span className="visually-hidden"> ({t(`stepStates.${s.state}`)})</span>
          </span>
          {s.at && <time dateTime={s.at}>{formatDateTime(s.at)}</time>}
        </li>
      ))}
    </ol>
  );
}

function History() {
  const { t } = useTranslation('withdraw');
  const { money } = useFormat();
  const [page, setPage] = useState(1);
  const list = useWithdrawals(page);
  const data = list.data;

  return (
    <section className={styles.history} aria-labelledby="withdraw-history">
      <h3 id="withdraw-history" className={styles.heading}>
        {t('history.title')}
      </h3>
      {list.isPending && <Spinner label={t('loading')} />}
      {list.isError && (
        <p role="alert">
          {t('history.loadFailed')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && data.list.length === 0 && <p className={styles.note}>{t('history.empty')}</p>}
      {data && data.list.length > 0 && (
        <ul className={styles.items} aria-label={t('history.title')}>
          {data.list.map((w) => (
            <li key={w.withdrawNo} className={styles.item}>
              <span className={styles.itemMain}>
                <strong>{money(w.amountMinor)}</strong>
                <span>
                  {w.account.providerName} {w.account.accountNumber}
                </span>
              </span>
              <span className={`${styles.badge} ${styles[`badge_${w.status}`] ?? ''}`} data-testid="withdraw-status">
                {t(`statuses.${w.status}`)}
              </span>
              <Tracker withdrawal={w} />
              {w.rejectReason && <p className={styles.detail}>{t('history.reason', { reason: w.rejectReason })}</p>}
              {w.receipt && !w.resolution && (
                <p className={styles.detail}>
                  {t(`history.receipt.${w.receipt}`, {
                    received: money(w.receivedMinor ?? 0),
                    remaining: money(w.remainingMinor ?? 0),
                  })}
                </p>
              )}
              {w.resolution && (
                <div className={styles.detail} data-testid="withdraw-resolution">
                  <p>{t(`history.resolution.${w.resolution.kind}`, { amount: money(w.resolution.paidMinor) })}</p>
                  <p>{t('history.resolution.note', { note: w.resolution.note })}</p>
                </div>
              )}
              <span className={styles.itemMeta}>
                <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time> · {w.withdrawNo}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('history.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('history.newer')}
          </Button>
          <span>{t('history.page', { page, pages: data.totalPages })}</span>
          <Button variant="secondary" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
            {t('history.older')}
          </Button>
        </nav>
      )}
    </section>
  );
}
