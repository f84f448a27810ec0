import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { paymentPasswordFailure, paymentPasswordRule } from '@tala/contract/payout';
import type { PointConfig, PointItem, RedeemResult } from '@tala/contract/points';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { openCentre } from '../../../shared/ui/centre/centre.ts';
import { PasswordInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { newRequestId, usePaymentPasswordSet, useRedeem } from '../api/points.ts';
import { itemName, useCount } from './count.ts';
import styles from './points.module.css';

export type RedeemTarget = { kind: 'item'; item: PointItem } | { kind: 'convert' };

interface Values {
  points: string;
  paymentPassword: string;
}

/**
 * The redeem (or convert) dialog: what it costs and leaves, the payment password, then what was
 * received. The modal traps focus (the first field gets it) and gives it back to the opener on close.
 */
export function RedeemDialog({
  target,
  balance,
  config,
  onClose,
}: {
  target: RedeemTarget;
  balance: number;
  config: PointConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation(['points', 'forms', 'register', 'errors']);
  const { money } = useFormat();
  const title = target.kind === 'item' ? t('items.redeemOne', { title: itemName(target.item, money) }) : t('convert.title');
  const passwordSet = usePaymentPasswordSet();
  const [done, setDone] = useState<RedeemResult | null>(null);

  return (
    <Modal open title={title} onClose={onClose} width={460}>
      {done ? (
        <Done result={done} onClose={onClose} />
      ) : passwordSet.data !== true && passwordSet.isFetching ? (
        <Spinner label={t('loading')} />
      ) : passwordSet.data === false ? (
        <div className={styles.dialogBody}>
          <p>{t('dialog.noPassword')}</p>
          <Button
            onClick={() => {
              onClose();
              if (allowAction('memberCentre')) openCentre('member', 'securityCenter');
            }}
          >
            {t('dialog.setPassword')}
          </Button>
        </div>
      ) : (
        <RedeemForm target={target} balance={balance} config={config} onDone={setDone} />
      )}
    </Modal>
  );
}

function RedeemForm({
  target,
  balance,
  config,
  onDone,
}: {
  target: RedeemTarget;
  balance: number;
  config: PointConfig;
  onDone: (r: RedeemResult) => void;
}) {
  const { t } = useTranslation(['points', 'forms', 'register', 'errors']);
  const { money } = useFormat();
  const count = useCount();
  const redeem = useRedeem();
  const pointsLabel = t('convert.points');
  const checks: FieldChecks<Values> = {
    points:
      target.kind === 'convert'
        ? {
            label: pointsLabel,
            required: true,
            validate: (value) => {
              const n = Number(value);
              if (!/^\d+$/.test(String(value)) || n < config.minConvertPoints)
                return t('convert.tooFew', { min: count(config.minConvertPoints) });
              if (n > balance) return t('convert.tooMany', { points: count(balance) });
              return null;
            },
          }
        : false,
    paymentPassword: { label: t('dialog.password'), rule: paymentPasswordRule, required: true },
  };
  const form = useForm<Values>({ defaultValues: { points: '', paymentPassword: '' }, resolver: ruleResolver(checks, t) });
  // the form may appear after the dialog opened (the password status was read first): focus its first field
  const first = target.kind === 'convert' ? 'points' : 'paymentPassword';
  useEffect(() => form.setFocus(first), [form, first]);
  // one key per redemption asked for: a retry of the very same request keeps it
  const key = useRef<{ asked: string; id: string } | null>(null);
  const typed = Number(form.watch('points')) || 0;
  const cost = target.kind === 'item' ? target.item.costPoints : typed;

  const submit = async (v: Values) => {
    const asked = target.kind === 'item' ? `item:${target.item.id}` : `convert:${v.points}`;
    if (key.current?.asked !== asked) key.current = { asked, id: newRequestId() };
    try {
      const result = await redeem.mutateAsync(
        target.kind === 'item'
          ? { kind: 'item', itemId: target.item.id, paymentPassword: v.paymentPassword, requestId: key.current.id }
          : { kind: 'convert', points: Number(v.points), paymentPassword: v.paymentPassword, requestId: key.current.id },
      );
      onDone(result);
    } catch (error) {
      // a refusal moved nothing: the next attempt is a new request
      if (isApiError(error) && error.status >= 400) key.current = null;
      const message = passwordMessage(error);
      if (message === null) throw error;
      form.setError('paymentPassword', { type: 'server', message }, { shouldFocus: true });
    }
  };

  const passwordMessage = (error: unknown): string | null => {
    if (!isApiError(error)) return null;
    const parsed = paymentPasswordFailure.safeParse(error.value ?? {});
    const data = parsed.success ? parsed.data : {};
    if (error.code === 'PAYMENT_PASSWORD_WRONG' && data.attemptsLeft !== undefined)
      return t('dialog.wrong', { left: data.attemptsLeft });
    if (error.code === 'PAYMENT_PASSWORD_LOCKED' && data.lockedUntil)
      return t('dialog.locked', { time: formatDateTime(data.lockedUntil) });
    return null;
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('dialog.form')} className={styles.dialogBody}>
      {target.kind === 'item' && <p className={styles.muted}>{target.item.description}</p>}
      {target.kind === 'convert' && (
        <TextInput
          label={pointsLabel}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('convert.rate', { points: count(100), amount: money(100 * config.minorPerPoint) })}
          registration={form.register('points')}
          error={form.formState.errors.points}
        />
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('dialog.cost')}</dt>
          <dd>{t('items.cost', { points: count(cost) })}</dd>
        </div>
        <div>
          <dt>{t('dialog.after')}</dt>
          <dd>{count(Math.max(0, balance - cost))}</dd>
        </div>
        {target.kind === 'item' && target.item.cashMinor !== null && (
          <div>
            <dt>{t('dialog.receive')}</dt>
            <dd>{money(target.item.cashMinor)}</dd>
          </div>
        )}
        {target.kind === 'convert' && (
          <div>
            <dt>{t('dialog.receive')}</dt>
            <dd>{money(typed * config.minorPerPoint)}</dd>
          </div>
        )}
      </dl>
      <PasswordInput
        label={t('dialog.password')}
        required
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('paymentPassword')}
        error={form.formState.errors.paymentPassword}
      />
      <SubmitButton pendingLabel={t('dialog.sending')}>
        {target.kind === 'item' ? t('dialog.confirm') : t('dialog.confirmConvert')}
      </SubmitButton>
    </Form>
  );
}

function Done({ result, onClose }: { result: RedeemResult; onClose: () => void }) {
  const { t } = useTranslation('points');
  const { money } = useFormat();
  const count = useCount();
  const { entry } = result;
  return (
    <div className={styles.dialogBody}>
      <p role="status" className={styles.done}>
        {t('dialog.done', { points: count(result.pointBalance) })}
      </p>
      {entry.cashMinor > 0 && <p>{t('dialog.paid', { amount: money(entry.cashMinor) })}</p>}
      {entry.voucherCode && (
        <p>
          {t('dialog.voucher')} <strong className={styles.code}>{entry.voucherCode}</strong>
        </p>
      )}
      {entry.kind === 'redeem' && entry.cashMinor === 0 && !entry.voucherCode && <p>{t('dialog.goods')}</p>}
      <Button autoFocus onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}
