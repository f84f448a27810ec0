import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import {
  holderNamePattern,
  normaliseHolderName,
  paymentPasswordRule,
  payoutTypes,
  type PayoutAccount,
  type PayoutType,
} from '@tala/contract/payout';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { PasswordInput, SelectInput, TextInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { usePayoutAccounts, usePayoutProviders, useAddPayoutAccount, useRemovePayoutAccount } from '../api/accounts.ts';
import { withPaymentPassword } from './password-failure.ts';
import styles from './payout-security-page.module.css';

/** Payout accounts: the member's bank and e-wallet accounts (masked), adding and removing them. */
export function AccountsSection({ passwordSet }: { passwordSet: boolean }) {
  const { t } = useTranslation(['payout', 'errors']);
  const accounts = usePayoutAccounts();
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className={styles.section} aria-labelledby="payout-accounts">
      <h3 id="payout-accounts" className={styles.heading}>
        {t('accounts.title')}
      </h3>
      {accounts.isPending ? (
        <Spinner label={t('loading')} />
      ) : accounts.isError ? (
        <div role="alert" className={styles.alert}>
          <p>{t('accounts.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void accounts.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {done && (
            <p className={styles.done} role="status">
              {done}
            </p>
          )}
          {accounts.data.list.length === 0 ? (
            <p className={styles.note}>{t('accounts.none')}</p>
          ) : (
            <ul className={styles.accounts} aria-label={t('accounts.list')}>
              {accounts.data.list.map((a) => (
                <AccountItem key={a.id} account={a} passwordSet={passwordSet} onRemoved={() => setDone(t('accounts.removed'))} />
              ))}
            </ul>
          )}
          <p className={styles.note}>{t('accounts.count', { saved: accounts.data.list.length, limit: accounts.data.limit })}</p>
          {!passwordSet ? (
            <p className={styles.note}>{t('accounts.needPassword')}</p>
          ) : accounts.data.list.length >= accounts.data.limit ? (
            <p className={styles.note}>{t('accounts.full')}</p>
          ) : (
            <AddForm payeeName={accounts.data.payeeName} onAdded={() => setDone(t('accounts.added'))} />
          )}
        </>
      )}
    </section>
  );
}

function AccountItem({
  account,
  passwordSet,
  onRemoved,
}: {
  account: PayoutAccount;
  passwordSet: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(['payout', 'errors']);
  const [removing, setRemoving] = useState(false);
  return (
    <li className={styles.account}>
      <div className={styles.accountText}>
        <strong>{account.providerName}</strong>
        <span className={styles.tag}>{t(`accounts.types.${account.type}`)}</span>
        <span className={styles.number}>{account.accountNumber}</span>
        <span className={styles.holder}>{account.holderName}</span>
      </div>
      {passwordSet && !removing && (
        <Button
          variant="secondary"
          onClick={() => setRemoving(true)}
          aria-label={t('accounts.removeOne', { name: account.providerName, number: account.accountNumber })}
        >
          {t('accounts.remove')}
        </Button>
      )}
      {removing && <RemoveForm account={account} onCancel={() => setRemoving(false)} onRemoved={onRemoved} />}
    </li>
  );
}

function RemoveForm({ account, onCancel, onRemoved }: { account: PayoutAccount; onCancel: () => void; onRemoved: () => void }) {
  const { t } = useTranslation(['payout', 'forms', 'errors']);
  const remove = useRemovePayoutAccount();
  const form = useForm<{ paymentPassword: string }>({
    defaultValues: { paymentPassword: '' },
    resolver: ruleResolver({ paymentPassword: { label: t('accounts.password'), rule: paymentPasswordRule, required: true } }, t),
  });
  const submit = async (values: { paymentPassword: string }) => {
    if (await withPaymentPassword(form, 'paymentPassword', t, () => remove.mutateAsync({ id: account.id, ...values })))
      onRemoved();
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('accounts.removeOne', { name: account.providerName, number: account.accountNumber })}
      className={styles.removeForm}
    >
      <PasswordInput
        label={t('accounts.password')}
        required
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        registration={form.register('paymentPassword')}
        error={form.formState.errors.paymentPassword}
      />
      <div className={styles.actions}>
        <SubmitButton variant="danger" block={false} pendingLabel={t('saving')}>
          {t('accounts.confirmRemove')}
        </SubmitButton>
        <Button variant="ghost" size="lg" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

interface AddValues {
  type: PayoutType;
  provider: string;
  accountNumber: string;
  holderName: string;
  paymentPassword: string;
}

function AddForm({ payeeName, onAdded }: { payeeName: string | null; onAdded: () => void }) {
  const { t } = useTranslation(['payout', 'forms', 'errors']);
  const providers = usePayoutProviders();
  const add = useAddPayoutAccount();
  const list = providers.data ?? [];
  const providerOf = (code: string) => list.find((p) => p.code === code);
  const checks: FieldChecks<AddValues> = {
    type: { label: t('accounts.type'), required: true },
    provider: { label: t('accounts.provider'), required: true },
    accountNumber: {
      label: t('accounts.number'),
      required: true,
      validate: (value, values) => {
        const p = providerOf(values.provider);
        const digits = String(value ?? '').replace(/[\s-]/g, '');
        if (!p) return null;
        if (!/^[0-9]+$/.test(digits) || digits.length < p.minLength || digits.length > p.maxLength) {
          return p.minLength === p.maxLength
            ? t('accounts.numberExact', { digits: p.minLength })
            : t('accounts.numberRange', { min: p.minLength, max: p.maxLength });
        }
        return null;
      },
    },
    holderName: {
      label: t('accounts.holder'),
      required: true,
      validate: (value) => {
        const name = String(value ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        if (!holderNamePattern.test(name)) return t('accounts.holderInvalid');
        if (payeeName && normaliseHolderName(payeeName) !== normaliseHolderName(name)) return t('errors:PAYOUT_HOLDER_MISMATCH');
        return null;
      },
    },
    paymentPassword: { label: t('accounts.password'), rule: paymentPasswordRule, required: true },
  };
  const form = useForm<AddValues>({
    defaultValues: { type: 'ewallet', provider: '', accountNumber: '', holderName: payeeName ?? '', paymentPassword: '' },
    resolver: ruleResolver(checks, t),
  });
  const type = form.watch('type');
  const provider = providerOf(form.watch('provider'));

  const submit = async (values: AddValues) => {
    if (await withPaymentPassword(form, 'paymentPassword', t, () => add.mutateAsync(values))) {
      form.reset({
        type: values.type,
        provider: '',
        accountNumber: '',
        holderName: payeeName ?? values.holderName.trim(),
        paymentPassword: '',
      });
      onAdded();
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('accounts.addTitle')} className={styles.form}>
      <h4 className={styles.subheading}>{t('accounts.addTitle')}</h4>
      <SelectInput
        label={t('accounts.type')}
        required
        registration={form.register('type', { onChange: () => form.setValue('provider', '') })}
        error={form.formState.errors.type}
        options={payoutTypes.map((v) => ({ value: v, label: t(`accounts.types.${v}`) }))}
      />
      <SelectInput
        label={t('accounts.provider')}
        required
        placeholder={t('accounts.choose')}
        registration={form.register('provider')}
        error={form.formState.errors.provider}
        options={list.filter((p) => p.type === type).map((p) => ({ value: p.code, label: p.name }))}
      />
      <TextInput
        label={t('accounts.number')}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={
          provider
            ? provider.minLength === provider.maxLength
              ? t('accounts.numberExact', { digits: provider.minLength })
              : t('accounts.numberRange', { min: provider.minLength, max: provider.maxLength })
            : undefined
        }
        registration={form.register('accountNumber')}
        error={form.formState.errors.accountNumber}
      />
      <TextInput
        label={t('accounts.holder')}
        required
        autoComplete="name"
        readOnly={payeeName !== null}
        hint={payeeName !== null ? t('accounts.holderFixed') : t('accounts.holderFirst')}
        registration={form.register('holderName')}
        error={form.formState.errors.holderName}
      />
      <PasswordInput
        label={t('accounts.password')}
        required
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('paymentPassword')}
        error={form.formState.errors.paymentPassword}
      />
      <SubmitButton pendingLabel={t('saving')}>{t('accounts.add')}</SubmitButton>
    </Form>
  );
}
