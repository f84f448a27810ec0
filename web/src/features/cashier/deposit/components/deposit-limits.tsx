import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { depositLimitPeriods, type DepositLimit, type DepositLimitPeriod } from '@tala/contract/deposit';
import { formatDateTime, useFormat } from '../../../../shared/lib/format.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { SelectInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { MoneyField, moneyCheck } from '../../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { useDepositLimits, useSetDepositLimit } from '../api/deposit.ts';
import styles from './deposit-page.module.css';

interface LimitValues {
  period: DepositLimitPeriod;
  amount: number | null;
}

function LimitRow({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation('deposit');
  const { money } = useFormat();
  const share = limit.limitMinor ? Math.min(100, Math.round((limit.usedMinor / limit.limitMinor) * 100)) : 0;
  return (
    <li className={styles.limit}>
      <span className={styles.limitHead}>
        <strong>{t(`selfLimits.periods.${limit.period}`)}</strong>
        <span>{limit.limitMinor === null ? t('selfLimits.none') : money(limit.limitMinor)}</span>
      </span>
      {limit.limitMinor !== null && (
        <>
          <span
            className={styles.meter}
            role="meter"
            aria-label={t('selfLimits.usedLabel', { period: t(`selfLimits.periods.${limit.period}`) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
          >
            <span style={{ width: `${share}%` }} />
          </span>
          <span className={styles.note}>
            {t('selfLimits.used', { used: money(limit.usedMinor), left: money(Math.max(0, limit.limitMinor - limit.usedMinor)) })}
          </span>
        </>
      )}
      {limit.pending && (
        <span className={styles.note}>
          {limit.pending.limitMinor === null
            ? t('selfLimits.pendingNone', { time: formatDateTime(limit.pending.from) })
            : t('selfLimits.pending', { amount: money(limit.pending.limitMinor), time: formatDateTime(limit.pending.from) })}
        </span>
      )}
    </li>
  );
}

/**
 * Responsible play on money: the player's own deposit limits per rolling day, week and month. A
 * lower limit applies at once; a higher one or none only after 24 hours (the server decides; the
 * page says so before the player saves).
 */
export function DepositLimits() {
  const { t } = useTranslation(['deposit', 'forms', 'register', 'errors']);
  const { locale } = useFormat();
  const limits = useDepositLimits();
  const save = useSetDepositLimit();
  const [editing, setEditing] = useState(false);
  const amountLabel = t('selfLimits.amount');
  const checks: FieldChecks<LimitValues> = {
    period: { label: t('selfLimits.period'), required: true },
    amount: moneyCheck({ label: amountLabel, min: 1 }, t, locale),
  };
  const form = useForm<LimitValues>({ defaultValues: { period: 'day', amount: null }, resolver: ruleResolver(checks, t) });

  const submit = async (values: LimitValues) => {
    await save.mutateAsync({ period: values.period, limitMinor: values.amount });
    setEditing(false);
    form.reset({ period: values.period, amount: null });
  };

  return (
    <section className={styles.history} aria-labelledby="deposit-limits">
      <h3 id="deposit-limits" className={styles.heading}>
        {t('selfLimits.title')}
      </h3>
      <p className={styles.note}>{t('selfLimits.intro')}</p>
      {limits.data && (
        <ul className={styles.limits} aria-label={t('selfLimits.title')}>
          {depositLimitPeriods.map((period) => {
            const limit = limits.data.limits.find((l) => l.period === period);
            return limit ? <LimitRow key={period} limit={limit} /> : null;
          })}
        </ul>
      )}
      {limits.isError && <p role="alert">{t('selfLimits.loadFailed')}</p>}
      {editing ? (
        <Form form={form} onSubmit={submit} aria-label={t('selfLimits.formLabel')} className={styles.form}>
          <SelectInput
            label={t('selfLimits.period')}
            required
            registration={form.register('period')}
            error={form.formState.errors.period}
            options={depositLimitPeriods.map((p) => ({ value: p, label: t(`selfLimits.periods.${p}`) }))}
          />
          <MoneyField name="amount" label={amountLabel} hint={t('selfLimits.amountHint')} />
          <p className={styles.note}>{t('selfLimits.rule')}</p>
          <div className={styles.actions}>
            <SubmitButton pendingLabel={t('selfLimits.saving')}>{t('selfLimits.save')}</SubmitButton>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('selfLimits.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('selfLimits.edit')}
        </Button>
      )}
    </section>
  );
}
