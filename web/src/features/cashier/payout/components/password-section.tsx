import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { TFunction } from '../../../../shared/i18n/translator.ts';
import { paymentPasswordRule, paymentPasswordWeakness, type PaymentPasswordStatus } from '@tala/contract/payout';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { formatDateTime } from '../../../../shared/lib/format.ts';
import { PasswordInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { NewPasswordFields, newPasswordChecks } from '../../../../shared/ui/form/new-password-fields.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { SendCodeField } from '../../../../shared/ui/form/send-code-field.tsx';
import {
  sendResetCode,
  useChangePaymentPassword,
  useResetPaymentPassword,
  useSetPaymentPassword,
} from '../api/payment-password.ts';
import { withPaymentPassword } from './password-failure.ts';
import styles from './payout-security-page.module.css';

const names = { password: 'newPassword', confirmation: 'confirmNewPassword' };

/** The new payment password and its confirmation: 6 digits, then not too easy to guess. */
function newPaymentPasswordChecks<V extends FieldValues>(t: TFunction): FieldChecks<V> {
  const checks = newPasswordChecks<V>(
    names as { password: Path<V>; confirmation: Path<V> },
    { password: t('password.new'), confirmation: t('password.confirm') },
    paymentPasswordRule,
  );
  const password = checks[names.password as Path<V>];
  if (password) {
    password.validate = (value) => {
      const weakness = paymentPasswordWeakness(String(value ?? ''));
      return weakness ? t(`password.weak.${weakness}`) : null;
    };
  }
  return checks;
}

function NewPassword() {
  const { t } = useTranslation(['payout', 'errors']);
  return (
    <NewPasswordFields
      names={names}
      labels={{ password: t('password.new'), confirmation: t('password.confirm') }}
      rule={paymentPasswordRule}
    />
  );
}

/** Payment password: set it the first time; afterwards change it, or reset it by SMS when forgotten. */
export function PasswordSection({ status }: { status: PaymentPasswordStatus }) {
  const { t } = useTranslation(['payout', 'errors']);
  const [mode, setMode] = useState<'change' | 'reset'>('change');
  const [done, setDone] = useState<string | null>(null);
  const finished = (text: string) => setDone(text);

  return (
    <section className={styles.section} aria-labelledby="payout-password">
      <h3 id="payout-password" className={styles.heading}>
        {t('password.title')}
      </h3>
      <p className={styles.note}>{t('password.intro')}</p>
      {status.lockedUntil && (
        <p className={styles.alert} role="alert">
          {t('password.lockedUntil', { time: formatDateTime(status.lockedUntil) })}
        </p>
      )}
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      {!status.isSet ? (
        <SetForm onDone={() => finished(t('password.setDone'))} />
      ) : (
        <>
          <div className={styles.modes} role="group" aria-label={t('password.title')}>
            {(['change', 'reset'] as const).map((m) => (
              <button
                key={m}
                type="button"
                className={styles.mode}
                aria-pressed={mode === m}
                onClick={() => {
                  setMode(m);
                  setDone(null);
                }}
              >
                {t(`password.modes.${m}`)}
              </button>
            ))}
          </div>
          {mode === 'change' ? (
            <ChangeForm onDone={() => finished(t('password.changed'))} />
          ) : (
            <ResetForm hasMobile={status.hasMobile} onDone={() => finished(t('password.changed'))} />
          )}
        </>
      )}
    </section>
  );
}

interface NewValues {
  newPassword: string;
  confirmNewPassword: string;
}

function SetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['payout', 'forms', 'errors']);
  const set = useSetPaymentPassword();
  const form = useForm<NewValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver(newPaymentPasswordChecks<NewValues>(t), t),
  });
  return (
    <Form
      form={form}
      onSubmit={async (v) => (await set.mutateAsync(v), onDone())}
      aria-label={t('password.setTitle')}
      className={styles.form}
    >
      <p className={styles.note}>{t('password.rule')}</p>
      <NewPassword />
      <SubmitButton pendingLabel={t('saving')}>{t('password.set')}</SubmitButton>
    </Form>
  );
}

interface ChangeValues extends NewValues {
  oldPassword: string;
}

function ChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['payout', 'forms', 'errors']);
  const change = useChangePaymentPassword();
  const checks: FieldChecks<ChangeValues> = {
    oldPassword: { label: t('password.old'), required: true },
    ...newPaymentPasswordChecks<ChangeValues>(t),
  };
  const form = useForm<ChangeValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver(checks, t),
  });
  const submit = async (values: ChangeValues) => {
    if (await withPaymentPassword(form, 'oldPassword', t, () => change.mutateAsync(values))) {
      form.reset();
      onDone();
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t('password.changeTitle')} className={styles.form}>
      <PasswordInput
        label={t('password.old')}
        required
        inputMode="numeric"
        autoComplete="current-password"
        registration={form.register('oldPassword')}
        error={form.formState.errors.oldPassword}
      />
      <p className={styles.note}>{t('password.rule')}</p>
      <NewPassword />
      <SubmitButton pendingLabel={t('saving')}>{t('password.change')}</SubmitButton>
    </Form>
  );
}

interface ResetValues extends NewValues {
  verificationCode: string;
}

function ResetForm({ hasMobile, onDone }: { hasMobile: boolean; onDone: () => void }) {
  const { t } = useTranslation(['payout', 'forms', 'errors']);
  const reset = useResetPaymentPassword();
  const checks: FieldChecks<ResetValues> = {
    verificationCode: { label: t('password.code'), required: true },
    ...newPaymentPasswordChecks<ResetValues>(t),
  };
  const form = useForm<ResetValues>({
    defaultValues: { verificationCode: '', newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver(checks, t),
  });
  if (!hasMobile) return <p className={styles.note}>{t('password.noMobile')}</p>;
  const submit = async (values: ResetValues) => {
    await reset.mutateAsync(values);
    form.reset();
    onDone();
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t('password.resetTitle')} className={styles.form}>
      <p className={styles.note}>{t('password.resetIntro')}</p>
      <SendCodeField
        label={t('password.code')}
        required
        registration={form.register('verificationCode')}
        error={form.formState.errors.verificationCode}
        onSend={async () => {
          try {
            return await sendResetCode();
          } catch (error) {
            const key = isApiError(error) ? error.translationKey : 'errors:UNKNOWN';
            form.setError('verificationCode', { type: 'server', message: t(key) });
            throw error;
          }
        }}
      />
      <NewPassword />
      <SubmitButton pendingLabel={t('saving')}>{t('password.reset')}</SubmitButton>
    </Form>
  );
}
