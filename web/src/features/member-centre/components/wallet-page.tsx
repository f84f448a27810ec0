import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { MAIN_WALLET } from '@tala/contract/core/money';
import type { WalletBalance } from '@tala/contract/wallet';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { SelectInput } from '../../../shared/ui/form/fields.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { MoneyField, moneyCheck } from '../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { newRequestId, useRecallAll, useTransfer, useWallets } from '../api/wallets.ts';
import list from './record-list.module.css';
// the direction is a form field (registered, one choice disabled): the Segments look, on the form's own radios
import segments from '../../../shared/ui/segments/segments.module.css';
import styles from './wallet-page.module.css';

type Direction = 'in' | 'out';
interface TransferValues {
  /** in: main → the vendor wallet; out: the vendor wallet → main. */
  direction: Direction;
  vendor: string;
  amount: number | null;
}

/** My wallet: the main and vendor wallets with their balances, transfers between them, and recall all. */
export default function WalletPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const wallets = useWallets();

  if (wallets.isPending) {
    return (
      <div className={list.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (wallets.isError) {
    return (
      <div className={list.state} role="alert">
        <p>{t('wallet.loadFailed')}</p>
        <button type="button" className={list.retry} onClick={() => void wallets.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { isSingle, wallets: all } = wallets.data;
  const total = all.reduce((sum, w) => sum + w.balanceMinor, 0);
  const vendors = all.filter((w) => w.wallet !== MAIN_WALLET);

  return (
    <div className={styles.root}>
      <section className={styles.balances} aria-labelledby="wallet-balances">
        <h3 id="wallet-balances" className="visually-hidden">
          {t('wallet.balances')}
        </h3>
        <p className={styles.total}>
          <span>{t('wallet.total')}</span>
          <strong data-testid="wallet-total">{money(total)}</strong>
        </p>
        <ul className={styles.wallets} aria-label={t('wallet.balances')}>
          {all.map((w) => (
            <li key={w.wallet} className={w.wallet === MAIN_WALLET ? styles.main : undefined}>
              <span className={styles.name}>{w.name}</span>
              <span className={styles.amount}>{money(w.balanceMinor)}</span>
            </li>
          ))}
        </ul>
        {vendors.length > 0 && <RecallAll vendors={vendors} />}
      </section>

      <section className={styles.transfer} aria-labelledby="wallet-transfer">
        <h3 id="wallet-transfer" className={styles.heading}>
          {t('wallet.transfer')}
        </h3>
        {isSingle && vendors.every((w) => w.balanceMinor === 0) ? (
          <p className={styles.note}>{t('wallet.single')}</p>
        ) : (
          <TransferForm wallets={all} isSingle={isSingle} />
        )}
      </section>
    </div>
  );
}

function RecallAll({ vendors }: { vendors: WalletBalance[] }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const recall = useRecallAll();
  // one key per recall the player asks for: a retry after a lost answer sends the same one
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inVendors = vendors.reduce((sum, w) => sum + w.balanceMinor, 0);

  const run = async () => {
    setDone(null);
    key.current ??= newRequestId();
    try {
      const result = await recall.mutateAsync(key.current);
      key.current = null;
      setDone(result.movedMinor > 0 ? t('wallet.recalled', { amount: money(result.movedMinor) }) : t('wallet.nothingToRecall'));
    } catch {
      // shown below from the mutation's error
    }
  };

  return (
    <div className={styles.recall}>
      <Button variant="secondary" size="lg" onClick={() => void run()} disabled={recall.isPending || inVendors === 0}>
        {recall.isPending ? t('wallet.recalling') : t('wallet.recall')}
      </Button>
      {inVendors === 0 && !done && <p className={styles.note}>{t('wallet.vendorsEmpty')}</p>}
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      {recall.isError && <FormError error={recall.error} />}
    </div>
  );
}

function TransferForm({ wallets, isSingle }: { wallets: WalletBalance[]; isSingle: boolean }) {
  // the amount checks' texts are the form kit's (forms namespace): loaded with the page's own
  const { t } = useTranslation(['memberCentre', 'forms']);
  const { money, locale } = useFormat();
  const transfer = useTransfer();
  const vendors = wallets.filter((w) => w.wallet !== MAIN_WALLET);
  const balanceOf = (code: string) => wallets.find((w) => w.wallet === code)?.balanceMinor ?? 0;
  // a single-wallet brand only lets money come back from vendor wallets
  const canSendIn = !isSingle;
  const sourceOf = (values: TransferValues) => (values.direction === 'in' ? MAIN_WALLET : values.vendor);
  const amountLabel = t('wallet.amount');
  // the amount is checked against the balance of the wallet it leaves, as the server checks it
  const checks: FieldChecks<TransferValues> = {
    vendor: { label: t('wallet.vendor'), required: true },
    amount: {
      label: amountLabel,
      required: true,
      validate: (value, values) =>
        moneyCheck({ label: amountLabel, min: 1, max: balanceOf(sourceOf(values)) }, t, locale).validate!(value, values),
    },
  };
  const form = useForm<TransferValues>({
    defaultValues: { direction: canSendIn ? 'in' : 'out', vendor: vendors[0]?.wallet ?? '', amount: null },
    resolver: ruleResolver(checks, t),
  });
  const available = balanceOf(sourceOf(form.watch()));

  // one key per transfer the player asks for: the same request retried keeps it, anything else gets a new one
  const key = useRef<{ request: string; id: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (values: TransferValues) => {
    setDone(null);
    const from = values.direction === 'in' ? MAIN_WALLET : values.vendor;
    const to = values.direction === 'in' ? values.vendor : MAIN_WALLET;
    const request = `${from}>${to}:${values.amount}`;
    if (key.current?.request !== request) key.current = { request, id: newRequestId() };
    try {
      await transfer.mutateAsync({ from, to, amountMinor: values.amount!, transferId: key.current.id });
    } catch (error) {
      // a refusal moved nothing: the next attempt is a new request
      if (isApiError(error) && error.status >= 400) key.current = null;
      throw error;
    }
    key.current = null;
    const name = (code: string) => wallets.find((w) => w.wallet === code)?.name ?? code;
    setDone(t('wallet.moved', { amount: money(values.amount!), from: name(from), to: name(to) }));
    form.reset({ direction: values.direction, vendor: values.vendor, amount: null });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('wallet.transfer')} className={styles.form}>
      <fieldset className={`${segments.segments} ${styles.direction}`}>
        <legend className="visually-hidden">{t('wallet.direction')}</legend>
        {(['in', 'out'] as const).map((d) => (
          <label key={d} className={segments.segment}>
            <input type="radio" value={d} disabled={d === 'in' && !canSendIn} {...form.register('direction')} />
            <span>{t(`wallet.directions.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <SelectInput
        label={t('wallet.vendor')}
        required
        registration={form.register('vendor')}
        error={form.formState.errors.vendor}
        options={vendors.map((w) => ({ value: w.wallet, label: `${w.name} · ${money(w.balanceMinor)}` }))}
      />
      <MoneyField name="amount" label={amountLabel} required hint={t('wallet.available', { amount: money(available) })} />
      <SubmitButton pendingLabel={t('wallet.moving')}>{t('wallet.submit')}</SubmitButton>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
    </Form>
  );
}
