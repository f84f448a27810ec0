import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { useSetRebate } from '../api/team.ts';
import { rebateToBps } from '../model/rebate.ts';
import { bpsToPercent } from '../model/tiers.ts';
import styles from './agent-centre.module.css';

interface RebateValues {
  rate: string;
}

/**
 * The rebate of a member directly below the agent: from 0 up to the agent's own, asked again in a
 * confirmation (lowering a sub-agent's also lowers his members who have more).
 */
export function RebateForm({
  memberId,
  account,
  currentBps,
  maxBps,
  isAgent,
}: {
  memberId: number;
  account: string;
  currentBps: number;
  maxBps: number;
  isAgent: boolean;
}) {
  const { t } = useTranslation(['agentCentre', 'forms', 'errors']);
  const save = useSetRebate(memberId);
  const [asking, setAsking] = useState<number | null>(null);
  const max = bpsToPercent(maxBps);
  const form = useForm<RebateValues>({
    defaultValues: { rate: bpsToPercent(currentBps) },
    resolver: ruleResolver<RebateValues>(
      {
        rate: {
          label: t('rebate.rate'),
          required: true,
          validate: (value) => {
            const bps = rebateToBps(String(value));
            if (bps === null) return t('rebate.badRate');
            return bps > maxBps ? t('rebate.above', { max }) : null;
          },
        },
      },
      t,
    ),
  });

  return (
    <section aria-labelledby="rebate-title" className={styles.panel}>
      <h4 id="rebate-title" className={styles.heading}>
        {t('rebate.title', { account })}
      </h4>
      <p className={styles.note}>{t('rebate.intro', { max })}</p>
      {save.isSuccess && (
        <p className={styles.done} role="status">
          {t('rebate.done', { account, rate: bpsToPercent(save.data.rebateBps) })}
        </p>
      )}
      {save.isError && <FormError error={save.error} />}
      <Form
        form={form}
        aria-label={t('rebate.title', { account })}
        className={styles.form}
        onSubmit={(values) => {
          save.reset();
          setAsking(rebateToBps(values.rate));
        }}
      >
        <TextInput
          label={t('rebate.rate')}
          required
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('rate')}
          error={form.formState.errors.rate}
        />
        <SubmitButton pendingLabel={t('rebate.saving')}>{t('rebate.save')}</SubmitButton>
      </Form>
      <AlertDialog
        open={asking !== null}
        title={t('rebate.confirmTitle')}
        confirmLabel={t('rebate.save')}
        cancelLabel={t('wages.cancel')}
        busy={save.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === null) return;
          save.mutate(asking, { onSettled: () => setAsking(null) });
        }}
      >
        {t(isAgent && asking !== null && asking < currentBps ? 'rebate.confirmLower' : 'rebate.confirmText', {
          account,
          rate: bpsToPercent(asking ?? 0),
        })}
      </AlertDialog>
    </section>
  );
}
