import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import {
  breakLength,
  exclusionChoices,
  playLimitKinds,
  playLimitPeriods,
  reminderChoices,
  timeoutChoices,
  type BreakChoice,
  type PlayLimit,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@tala/contract/responsible';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { SelectField } from '../../../shared/ui/field/select-field.tsx';
import { SelectInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { MoneyField, moneyCheck } from '../../../shared/ui/form/money-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useResponsibleState, useSetPlayLimit, useSetReminder, useTakeBreak } from '../api/responsible.ts';
import styles from './responsible-page.module.css';
import { errorParams } from '../../../shared/api/error-params.ts';

/** "2026-03-09 07:05": minutes are precise enough for when a break ends. */
const untilText = (at: string | number) => formatDateTime(at).slice(0, 16);

function LimitRow({ limit }: { limit: PlayLimit }) {
  const { t } = useTranslation('responsible');
  const { money } = useFormat();
  // the period as the name's sentence writes it ("Batas kekalahan harian", not the option's "Harian")
  const name = t('limits.name', { kind: t(`limits.kinds.${limit.kind}`), period: t(`limits.periodsInName.${limit.period}`) });
  const share = limit.limitMinor ? Math.min(100, Math.round((limit.usedMinor / limit.limitMinor) * 100)) : 0;
  return (
    <li className={styles.limit}>
      <span className={styles.limitHead}>
        <strong>{name}</strong>
        <span>{limit.limitMinor === null ? t('limits.none') : money(limit.limitMinor)}</span>
      </span>
      {limit.limitMinor !== null && (
        <>
          <span
            className={styles.meter}
            role="meter"
            aria-label={t('limits.usedLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
          >
            <span style={{ width: `${share}%` }} />
          </span>
          <span className={styles.note}>
            {t('limits.used', { used: money(limit.usedMinor), left: money(Math.max(0, limit.limitMinor - limit.usedMinor)) })}
          </span>
        </>
      )}
      {limit.pending && (
        <span className={styles.note}>
          {limit.pending.limitMinor === null
            ? t('limits.pendingNone', { time: untilText(limit.pending.from) })
            : t('limits.pending', { amount: money(limit.pending.limitMinor), time: untilText(limit.pending.from) })}
        </span>
      )}
    </li>
  );
}

interface LimitValues {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  amount: number | null;
}

function LimitsSection({ limits }: { limits: PlayLimit[] }) {
  const { t } = useTranslation(['responsible', 'forms', 'register', 'errors']);
  const { locale } = useFormat();
  const save = useSetPlayLimit();
  const [editing, setEditing] = useState(false);
  const amountLabel = t('limits.amount');
  const checks: FieldChecks<LimitValues> = {
    kind: { label: t('limits.kind'), required: true },
    period: { label: t('limits.period'), required: true },
    amount: moneyCheck({ label: amountLabel, min: 1 }, t, locale),
  };
  const form = useForm<LimitValues>({
    defaultValues: { kind: 'loss', period: 'day', amount: null },
    resolver: ruleResolver(checks, t),
  });
  const submit = async (values: LimitValues) => {
    await save.mutateAsync({ kind: values.kind, period: values.period, limitMinor: values.amount });
    setEditing(false);
    form.reset({ kind: values.kind, period: values.period, amount: null });
  };
  return (
    <section className={styles.section} aria-labelledby="rp-limits">
      <h3 id="rp-limits" className={styles.heading}>
        {t('limits.title')}
      </h3>
      <p className={styles.note}>{t('limits.intro')}</p>
      <ul className={styles.limits} aria-label={t('limits.title')}>
        {playLimitKinds.flatMap((kind) =>
          playLimitPeriods.map((period) => {
            const limit = limits.find((l) => l.kind === kind && l.period === period);
            return limit ? <LimitRow key={`${kind}-${period}`} limit={limit} /> : null;
          }),
        )}
      </ul>
      {editing ? (
        <Form form={form} onSubmit={submit} aria-label={t('limits.formLabel')} className={styles.form}>
          <SelectInput
            label={t('limits.kind')}
            required
            registration={form.register('kind')}
            error={form.formState.errors.kind}
            options={playLimitKinds.map((k) => ({ value: k, label: t(`limits.kindOptions.${k}`) }))}
          />
          <SelectInput
            label={t('limits.period')}
            required
            registration={form.register('period')}
            error={form.formState.errors.period}
            options={playLimitPeriods.map((p) => ({ value: p, label: t(`limits.periods.${p}`) }))}
          />
          <MoneyField name="amount" label={amountLabel} hint={t('limits.amountHint')} />
          <p className={styles.note}>{t('limits.rule')}</p>
          <div className={styles.actions}>
            <SubmitButton pendingLabel={t('saving')}>{t('limits.save')}</SubmitButton>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('limits.edit')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ReminderSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation(['responsible', 'errors']);
  const save = useSetReminder();
  const [choice, setChoice] = useState<string>(minutes === null ? 'off' : String(minutes));
  return (
    <section className={styles.section} aria-labelledby="rp-reminder">
      <h3 id="rp-reminder" className={styles.heading}>
        {t('reminder.title')}
      </h3>
      <p className={styles.note}>{t('reminder.intro')}</p>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(choice === 'off' ? null : (Number(choice) as 15 | 30 | 60));
        }}
      >
        <SelectField
          label={t('reminder.every')}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            save.reset();
          }}
          options={[
            { value: 'off', label: t('reminder.off') },
            ...reminderChoices.map((m) => ({ value: String(m), label: t('reminder.minutes', { count: m }) })),
          ]}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('reminder.save')}
        </Button>
      </form>
      {save.isSuccess && (
        <p className={styles.note} role="status">
          {t('reminder.saved')}
        </p>
      )}
      {save.isError && (
        <p className={styles.error} role="alert">
          {isApiError(save.error) ? t(save.error.translationKey, errorParams(save.error)) : t('errors:UNKNOWN')}
        </p>
      )}
    </section>
  );
}

function BreakSection({ kind, onEnded }: { kind: 'timeout' | 'exclusion'; onEnded: () => Promise<void> }) {
  const { t } = useTranslation(['responsible', 'errors']);
  const choices: readonly BreakChoice[] = kind === 'timeout' ? timeoutChoices : exclusionChoices;
  const [choice, setChoice] = useState<BreakChoice>(choices[0]!);
  const [confirming, setConfirming] = useState<{ until: number | null } | null>(null);
  const take = useTakeBreak();
  const id = `rp-${kind}`;
  const choose = () => {
    const length = breakLength[choice];
    take.reset();
    setConfirming({ until: length === null ? null : Date.now() + length });
  };
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {t(`${kind}.title`)}
      </h3>
      <p className={styles.note}>{t(`${kind}.intro`)}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t(`${kind}.choose`)}</legend>
        {choices.map((c) => (
          <label key={c} className={styles.choice}>
            <input type="radio" name={id} value={c} checked={choice === c} onChange={() => setChoice(c)} />
            <span>{t(`choices.${c}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="danger" onClick={choose}>
          {t(`${kind}.start`)}
        </Button>
      </div>
      <AlertDialog
        open={confirming !== null}
        title={t(`${kind}.confirmTitle`, { choice: t(`choices.${choice}`) })}
        confirmLabel={t(`${kind}.confirm`)}
        cancelLabel={t('cancel')}
        tone="danger"
        busy={take.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          take.mutate(choice, {
            onSuccess: () => {
              setConfirming(null);
              // the server ended every session: leave the site's logged-in state too
              void onEnded();
            },
          });
        }}
      >
        <p>{confirming?.until == null ? t('confirmPermanent') : t('confirmUntil', { until: untilText(confirming.until) })}</p>
        <p>{t('confirmEffects')}</p>
        {take.isError && (
          <p className={styles.error} role="alert">
            {isApiError(take.error) ? t(take.error.translationKey, errorParams(take.error)) : t('errors:UNKNOWN')}
          </p>
        )}
      </AlertDialog>
    </section>
  );
}

/**
 * Responsible play: the member's own loss and stake limits, the reality-check reminder, a time-out
 * and a self-exclusion. The server enforces all of it; this page only asks, and says plainly that a
 * break cannot be undone from the site. `onSessionEnded` logs the site out once a break ended the
 * member's sessions on the server.
 */
export function ResponsiblePage({ onSessionEnded }: CentrePageProps & { onSessionEnded: () => Promise<void> }) {
  const { t } = useTranslation('responsible');
  const state = useResponsibleState();
  if (state.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (state.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const s = state.data;
  return (
    <div className={styles.root}>
      <p className={styles.lead}>{t('intro')}</p>
      {s.activeBreak && (
        <p className={styles.banner} role="status">
          {s.activeBreak.until === null ? t('activePermanent') : t('activeUntil', { until: untilText(s.activeBreak.until) })}
        </p>
      )}
      <LimitsSection limits={s.limits} />
      <ReminderSection minutes={s.reminderMinutes} />
      <BreakSection kind="timeout" onEnded={onSessionEnded} />
      <BreakSection kind="exclusion" onEnded={onSessionEnded} />
    </div>
  );
}
