import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_TIERS, type SalaryContract, type SalaryPayment, type SalaryTier } from '@tala/contract/agent';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { useDailySalary, useOfferDailySalary, useRespondDailySalary } from '../api/contracts.ts';
import { bpsToPercent, percentToBps, tiersProblem, toTiers, type TierInput } from '../model/tiers.ts';
import { ListState } from './parts.tsx';
import styles from './agent-centre.module.css';

/**
 * Daily wages: the daily salary the agent's upline offered him (accept or reject it), the offers he
 * made to agents directly below him (a form with rate tiers), and the salaries paid per day.
 */
export default function DailyWagesPage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const salary = useDailySalary();
  const v = salary.data;
  return (
    <div className={styles.root}>
      <p className={styles.note}>{t('wages.intro')}</p>
      <ListState query={salary} empty={false} emptyText="">
        {v && (
          <>
            <MyContract contract={v.mine} />
            <OfferForm maxRateBps={v.maxRateBps} />
            <Offered contracts={v.offered} />
            <Payments payments={v.payments} />
          </>
        )}
      </ListState>
    </div>
  );
}

function TierList({ tiers }: { tiers: readonly SalaryTier[] }) {
  const { t } = useTranslation('agentCentre');
  const { money } = useFormat();
  return (
    <ul className={styles.tierList}>
      {tiers.map((tier) => (
        <li key={tier.minValidBetMinor}>
          {t('wages.tierText', { min: money(tier.minValidBetMinor), rate: bpsToPercent(tier.rateBps) })}
        </li>
      ))}
    </ul>
  );
}

function MyContract({ contract }: { contract: SalaryContract | null }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const respond = useRespondDailySalary();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  return (
    <section aria-labelledby="my-salary" className={styles.panel}>
      <h3 id="my-salary" className={styles.heading}>
        {t('wages.mine')}
      </h3>
      {!contract ? (
        <p className={styles.note}>{t('wages.noneOffered')}</p>
      ) : (
        <>
          <p>
            {t('wages.from', { upline: contract.upline })}{' '}
            <span className={styles.badge} data-status={contract.status}>
              {t(`wages.statuses.${contract.status}`)}
            </span>
          </p>
          <TierList tiers={contract.tiers} />
          {contract.startsOn && <p className={styles.note}>{t('wages.startsOn', { day: contract.startsOn })}</p>}
          {respond.isError && <FormError error={respond.error} />}
          {contract.status === 'process' && (
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={() => setAsking('accept')}>
                {t('wages.accept')}
              </button>
              <button type="button" className={styles.button} data-tone="danger" onClick={() => setAsking('reject')}>
                {t('wages.reject')}
              </button>
            </div>
          )}
          <AlertDialog
            open={asking !== null}
            title={t(asking === 'reject' ? 'wages.rejectTitle' : 'wages.acceptTitle')}
            confirmLabel={t(asking === 'reject' ? 'wages.reject' : 'wages.accept')}
            cancelLabel={t('wages.cancel')}
            tone={asking === 'reject' ? 'danger' : 'default'}
            busy={respond.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={() =>
              respond.mutate({ contractId: contract.id, accept: asking === 'accept' }, { onSettled: () => setAsking(null) })
            }
          >
            {t(asking === 'reject' ? 'wages.rejectText' : 'wages.acceptText', { upline: contract.upline })}
          </AlertDialog>
        </>
      )}
    </section>
  );
}

interface OfferValues {
  account: string;
  tiers: TierInput[];
}

function OfferForm({ maxRateBps }: { maxRateBps: number }) {
  const { t } = useTranslation(['agentCentre', 'forms', 'errors']);
  const offer = useOfferDailySalary();
  const [sent, setSent] = useState<string | null>(null);
  const max = bpsToPercent(maxRateBps);
  // the checks follow the number of tiers on screen
  const resolver: Resolver<OfferValues> = (values, context, options) => {
    const checks: FieldChecks<OfferValues> = { account: { label: t('wages.account'), required: true } };
    values.tiers.forEach((_, i) => {
      checks[`tiers.${i}.min`] = {
        label: t('wages.minValidBet'),
        required: true,
        validate: (value) => (toTiers([{ min: String(value), rate: '1' }]) ? null : t('wages.badAmount')),
      };
      checks[`tiers.${i}.rate`] = {
        label: t('wages.rate'),
        required: true,
        validate: (value) => {
          const bps = percentToBps(String(value));
          if (bps === null) return t('wages.badRate');
          return bps > maxRateBps ? t('wages.rateAbove', { max }) : null;
        },
      };
    });
    return ruleResolver(checks, t)(values, context, options);
  };
  const form = useForm<OfferValues>({ defaultValues: { account: '', tiers: [{ min: '0', rate: '' }] }, resolver });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <section aria-labelledby="offer-salary" className={styles.panel}>
      <h3 id="offer-salary" className={styles.heading}>
        {t('wages.offerTitle')}
      </h3>
      <p className={styles.note}>{t('wages.offerIntro', { max })}</p>
      {sent && (
        <p className={styles.done} role="status">
          {t('wages.offered', { account: sent })}
        </p>
      )}
      <Form
        form={form}
        aria-label={t('wages.offerTitle')}
        className={styles.form}
        onSubmit={async (values) => {
          setSent(null);
          const parsed = toTiers(values.tiers)!;
          const why = tiersProblem(parsed, maxRateBps);
          setProblem(why && t(`wages.problem.${why}`, { max }));
          if (why) return;
          await offer.mutateAsync({ account: values.account.trim(), tiers: parsed });
          setSent(values.account.trim());
          form.reset({ account: '', tiers: [{ min: '0', rate: '' }] });
        }}
      >
        <TextInput
          label={t('wages.account')}
          required
          autoComplete="off"
          registration={form.register('account')}
          error={form.formState.errors.account}
        />
        {tiers.fields.map((field, i) => (
          <fieldset key={field.id} className={styles.tier}>
            <legend>{t('wages.tier', { n: i + 1 })}</legend>
            <TextInput
              label={t('wages.minValidBet')}
              required
              inputMode="decimal"
              registration={form.register(`tiers.${i}.min`)}
              error={form.formState.errors.tiers?.[i]?.min}
            />
            <TextInput
              label={t('wages.rate')}
              required
              inputMode="decimal"
              registration={form.register(`tiers.${i}.rate`)}
              error={form.formState.errors.tiers?.[i]?.rate}
            />
            {tiers.fields.length > 1 && (
              <button type="button" className={styles.linkButton} onClick={() => tiers.remove(i)}>
                {t('wages.removeTier', { n: i + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {tiers.fields.length < MAX_TIERS && (
          <button type="button" className={styles.button} onClick={() => tiers.append({ min: '', rate: '' })}>
            {t('wages.addTier')}
          </button>
        )}
        {problem && (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        )}
        <SubmitButton pendingLabel={t('wages.sending')}>{t('wages.offer')}</SubmitButton>
      </Form>
    </section>
  );
}

function Offered({ contracts }: { contracts: readonly SalaryContract[] }) {
  const { t } = useTranslation('agentCentre');
  if (!contracts.length) return null;
  return (
    <section aria-labelledby="offered-salary" className={styles.panel}>
      <h3 id="offered-salary" className={styles.heading}>
        {t('wages.offeredTitle')}
      </h3>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('wages.offeredTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wages.member')}</th>
            <th scope="col">{t('wages.status')}</th>
            <th scope="col">{t('wages.tiers')}</th>
            <th scope="col">{t('wages.offeredAt')}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id}>
              <td data-label={t('wages.member')}>{c.member}</td>
              <td data-label={t('wages.status')}>
                <span className={styles.badge} data-status={c.status}>
                  {t(`wages.statuses.${c.status}`)}
                </span>
              </td>
              <td data-label={t('wages.tiers')}>
                <TierList tiers={c.tiers} />
              </td>
              <td data-label={t('wages.offeredAt')}>
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Payments({ payments }: { payments: readonly SalaryPayment[] }) {
  const { t } = useTranslation('agentCentre');
  const { money } = useFormat();
  return (
    <section aria-labelledby="salary-payments" className={styles.panel}>
      <h3 id="salary-payments" className={styles.heading}>
        {t('wages.paymentsTitle')}
      </h3>
      {!payments.length ? (
        <p className={styles.note}>{t('wages.noPayments')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('wages.paymentsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wages.day')}</th>
              <th scope="col">{t('wages.member')}</th>
              <th scope="col" className={styles.num}>
                {t('wages.teamValidBet')}
              </th>
              <th scope="col" className={styles.num}>
                {t('wages.rate')}
              </th>
              <th scope="col" className={styles.num}>
                {t('wages.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td data-label={t('wages.day')}>{p.period}</td>
                <td data-label={t('wages.member')}>{p.member}</td>
                <td data-label={t('wages.teamValidBet')} className={styles.num}>
                  {money(p.validBetMinor)}
                </td>
                <td data-label={t('wages.rate')} className={styles.num}>
                  {bpsToPercent(p.rateBps)}
                </td>
                <td data-label={t('wages.amount')} className={styles.num}>
                  {money(p.amountMinor)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
