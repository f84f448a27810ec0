import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { DepositChannel, DepositOrder } from '@tala/contract/deposit';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useBalance } from '../../../../shared/api/balance.ts';
import { formatDateTime, useFormat } from '../../../../shared/lib/format.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../../shared/ui/centre/pages.ts';
import { Form, FormError, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { MoneyField, moneyCheck } from '../../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import {
  awaitsReceipt,
  isOpen,
  newRequestId,
  useCreateDeposit,
  useDepositChannels,
  useDepositHistory,
  useDepositLiveUpdate,
  useDepositOrder,
} from '../api/deposit.ts';
import { currentOrderNo, depositQuote, feeParts, localName } from '../model/amounts.ts';
import { ChannelIcon } from './deposit-icons.tsx';
import { DepositLimits } from './deposit-limits.tsx';
import { ManualTransfer } from './manual-transfer.tsx';
import styles from './deposit-page.module.css';

/** An order made in the last quarter of an hour is still followed when the page opens (back from the checkout). */
const FRESH_MS = 15 * 60_000;

interface DepositValues {
  channel: string;
  amount: number | null;
}

/** Opens the provider's checkout in a new tab; false when the browser blocked it (the page then offers the link). */
function openCheckout(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  // the provider's page must not be able to steer this one
  opened.opener = null;
  return true;
}

/** Deposit (member centre page `depositv2`): channel, amount, the provider's checkout, live status and history. */
export default function DepositPage(_: CentrePageProps) {
  const { t } = useTranslation('deposit');
  useDepositLiveUpdate();
  const channels = useDepositChannels();
  const newest = useDepositHistory(1);
  const create = useCreateDeposit();
  const [openedAt] = useState(() => Date.now());
  const [made, setMade] = useState<{ orderNo: string; blocked: boolean } | null>(null);
  const followed = currentOrderNo(made?.orderNo ?? null, newest.data?.list[0], openedAt, FRESH_MS);

  const start = async (channel: string, amountMinor: number, requestId: string) => {
    const order = await create.mutateAsync({ channel, amountMinor, requestId });
    // a manual bank transfer has no checkout: the page shows the account to pay into
    const blocked = order.checkoutUrl !== null && !openCheckout(order.checkoutUrl);
    setMade({ orderNo: order.orderNo, blocked });
    return order;
  };

  if (channels.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (channels.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void channels.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const list = channels.data.channels;

  return (
    <div className={styles.root}>
      {followed && (
        <OrderStatus
          key={followed}
          orderNo={followed}
          blocked={made?.orderNo === followed && made.blocked}
          justMade={made?.orderNo === followed}
          retrying={create.isPending}
          onRetry={(order) => void start(order.channel, order.amountMinor, newRequestId()).catch(() => undefined)}
        />
      )}
      {create.isError && !create.isPending && followed && <FormError error={create.error} />}
      {list.length === 0 ? <p className={styles.note}>{t('noChannels')}</p> : <DepositForm channels={list} onStart={start} />}
      <History onFollow={(orderNo) => setMade({ orderNo, blocked: false })} />
      <DepositLimits />
    </div>
  );
}

function DepositForm({
  channels,
  onStart,
}: {
  channels: DepositChannel[];
  onStart: (channel: string, amountMinor: number, requestId: string) => Promise<DepositOrder>;
}) {
  // the checks' texts are the form kit's (forms, and register for "required"): loaded with the page's own
  const { t, i18n } = useTranslation(['deposit', 'forms', 'register']);
  const { money, locale } = useFormat();
  const amountLabel = t('amount');
  const channelOf = (code: string) => channels.find((c) => c.code === code) ?? channels[0]!;
  const checks: FieldChecks<DepositValues> = {
    channel: { label: t('channel'), required: true },
    amount: {
      label: amountLabel,
      required: true,
      validate: (value, values) => {
        const c = channelOf(values.channel);
        return moneyCheck({ label: amountLabel, min: c.minMinor, max: c.maxMinor }, t, locale).validate!(value, values);
      },
    },
  };
  const form = useForm<DepositValues>({
    defaultValues: { channel: channels[0]!.code, amount: null },
    resolver: ruleResolver(checks, t),
  });
  const values = form.watch();
  const channel = channelOf(values.channel);
  const quote = depositQuote(channel, values.amount);
  const fee = feeParts(channel);

  // one key per deposit the player asks for: the same request retried keeps it, anything else gets a new one
  const key = useRef<{ request: string; id: string } | null>(null);

  const submit = async (v: DepositValues) => {
    const request = `${v.channel}:${v.amount}`;
    if (key.current?.request !== request) key.current = { request, id: newRequestId() };
    try {
      await onStart(v.channel, v.amount!, key.current.id);
    } catch (error) {
      // a refusal made nothing: the next attempt is a new request
      if (isApiError(error) && error.status >= 400) key.current = null;
      throw error;
    }
    key.current = null;
    // the order above now carries this amount; the form is ready for another deposit, not a repeat of it
    form.reset({ channel: v.channel, amount: null });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('formLabel')} className={styles.form}>
      <fieldset className={styles.channels}>
        <legend className={styles.heading}>{t('channel')}</legend>
        <div className={styles.tiles}>
          {channels.map((c) => (
            <label key={c.code} className={styles.tile}>
              <input
                type="radio"
                value={c.code}
                {...form.register('channel', {
                  // an amount already typed is checked again against the new channel's limits
                  onChange: () => void (form.getValues('amount') !== null && form.trigger('amount')),
                })}
              />
              <span className={styles.tileBody}>
                <ChannelIcon kind={c.kind} width={28} height={28} className={styles.tileIcon} />
                <span className={styles.tileName}>{localName(c.name, c.names, i18n.language)}</span>
                <span className={styles.tileMeta}>{t(`processing.${c.processingKey}`, { defaultValue: '' })}</span>
              </span>
            </label>
          ))}
        </div>
        {form.formState.errors.channel?.message && (
          <p className={styles.warning} role="alert">
            {form.formState.errors.channel.message}
          </p>
        )}
      </fieldset>

      <MoneyField
        name="amount"
        label={amountLabel}
        required
        hint={t('limits', { min: money(channel.minMinor), max: money(channel.maxMinor) })}
      />
      {channel.presetsMinor.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('presets')}>
          {channel.presetsMinor.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.preset}
              aria-pressed={values.amount === p}
              onClick={() => form.setValue('amount', p, { shouldValidate: true, shouldDirty: true })}
            >
              {money(p)}
            </button>
          ))}
        </div>
      )}

      <dl className={styles.quote}>
        <div>
          <dt>{t('fee')}</dt>
          {/* a free channel says so in the fee's place; a priced one shows the fee with its rule under it */}
          {fee === null ? (
            <dd data-testid="deposit-fee">{t('feeNone')}</dd>
          ) : (
            <dd data-testid="deposit-fee">
              {quote ? money(quote.feeMinor) : '—'}
              <small>
                {fee.fixedMinor > 0 && fee.percent !== '0'
                  ? t('feeBoth', { fixed: money(fee.fixedMinor), percent: fee.percent })
                  : fee.fixedMinor > 0
                    ? t('feeFixed', { fixed: money(fee.fixedMinor) })
                    : t('feePercent', { percent: fee.percent })}
              </small>
            </dd>
          )}
        </div>
        <div className={styles.receive}>
          <dt>{t('youReceive')}</dt>
          <dd data-testid="deposit-receive">{quote ? money(quote.creditMinor) : '—'}</dd>
        </div>
      </dl>

      {channel.kind === 'manual' ? (
        <>
          <SubmitButton pendingLabel={t('creating')}>{t('manual.start')}</SubmitButton>
          <p className={styles.note}>{t('manual.startNote')}</p>
        </>
      ) : (
        <>
          <SubmitButton pendingLabel={t('creating')}>{t('submit')}</SubmitButton>
          <p className={styles.note}>{t('newTabNote')}</p>
        </>
      )}
    </Form>
  );
}

function OrderStatus({
  orderNo,
  blocked,
  justMade,
  retrying,
  onRetry,
}: {
  orderNo: string;
  blocked: boolean;
  /** The order was made on this page just now: bring its status (the bank details, the checkout link) into view. */
  justMade: boolean;
  retrying: boolean;
  onRetry: (order: DepositOrder) => void;
}) {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useFormat();
  const order = useDepositOrder(orderNo);
  const balance = useBalance();
  const heading = useRef<HTMLHeadingElement>(null);
  const o = order.data;
  const shown = o !== undefined;
  useEffect(() => {
    if (!justMade || !shown) return;
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [justMade, shown]);
  if (!o) return null;

  return (
    <section
      className={`${styles.status} ${styles[`status_${o.status}`] ?? ''}`}
      aria-labelledby="deposit-status"
      aria-live="polite"
    >
      <h3 id="deposit-status" className={styles.heading} ref={heading} tabIndex={-1}>
        {awaitsReceipt(o) ? t('status.title.manual') : t(`status.title.${o.status}`)}
      </h3>
      <p className={styles.statusLine}>
        <span>{localName(o.channelName, o.channelNames, i18n.language)}</span>
        <strong>{money(o.amountMinor)}</strong>
        <span className={`${styles.badge} ${styles[`badge_${o.status}`] ?? ''}`} data-testid="deposit-status">
          {awaitsReceipt(o) ? t('statuses.awaitingReceipt') : t(`statuses.${o.status}`)}
        </span>
      </p>
      {awaitsReceipt(o) && o.payee && <ManualTransfer order={o} payee={o.payee} />}
      {o.status === 'review' && <p>{t('status.reviewText', { name: o.senderName ?? '' })}</p>}
      {isOpen(o) && !awaitsReceipt(o) && (
        <>
          <p>{t('status.pendingText', { amount: money(o.amountMinor) })}</p>
          {blocked && (
            <p className={styles.warning} role="alert">
              {t('status.blocked')}
            </p>
          )}
          {o.checkoutUrl && (
            <a className={styles.linkButton} href={o.checkoutUrl} target="_blank" rel="noopener noreferrer">
              {t('status.openCheckout')}
            </a>
          )}
          <p className={styles.note}>{t('status.payBefore', { time: formatDateTime(o.expiresAt) })}</p>
        </>
      )}
      {o.status === 'paid' && (
        <>
          <p>{t('status.paidText', { amount: money(o.creditMinor) })}</p>
          {balance.data && (
            <p className={styles.balance}>
              {t('status.newBalance')} <strong data-testid="deposit-balance">{money(balance.data.sumBalanceMinor)}</strong>
            </p>
          )}
        </>
      )}
      {(o.status === 'failed' || o.status === 'expired') && (
        <>
          <p>{o.reviewNote ? t('status.refusedText', { reason: o.reviewNote }) : t(`status.${o.status}Text`)}</p>
          <Button variant="primary" size="lg" disabled={retrying} onClick={() => onRetry(o)}>
            {t('status.retry')}
          </Button>
        </>
      )}
      <p className={styles.orderNo}>{t('orderNo', { orderNo: o.orderNo })}</p>
    </section>
  );
}

/** The member's deposits; a bank transfer still waiting for its receipt can be picked up again. */
function History({ onFollow }: { onFollow: (orderNo: string) => void }) {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useFormat();
  const [page, setPage] = useState(1);
  const history = useDepositHistory(page);
  const data = history.data;

  return (
    <section className={styles.history} aria-labelledby="deposit-history">
      <h3 id="deposit-history" className={styles.heading}>
        {t('history.title')}
      </h3>
      {history.isPending && <Spinner label={t('loading')} />}
      {history.isError && (
        <p role="alert">
          {t('history.loadFailed')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && data.list.length === 0 && <p className={styles.note}>{t('history.empty')}</p>}
      {data && data.list.length > 0 && (
        <ul className={styles.orders} aria-label={t('history.title')}>
          {data.list.map((o) => (
            <li key={o.orderNo} className={styles.order}>
              <span className={styles.orderMain}>
                <strong>{money(o.amountMinor)}</strong>
                <span>{localName(o.channelName, o.channelNames, i18n.language)}</span>
              </span>
              <span className={`${styles.badge} ${styles[`badge_${o.status}`] ?? ''}`}>
                {awaitsReceipt(o) ? t('statuses.awaitingReceipt') : t(`statuses.${o.status}`)}
              </span>
              <span className={styles.orderMeta}>
                <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> · {o.orderNo}
              </span>
              {awaitsReceipt(o) && (
                <button type="button" className={styles.textButton} onClick={() => onFollow(o.orderNo)}>
                  {t('manual.resume')}
                </button>
              )}
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
