import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import {
  MAX_TIERS,
  contractBasis,
  payPeriods,
  type ContractKind,
  type PayPeriod,
  type SalaryContract,
  type SalaryPayment,
  type SalaryTier,
} from '@tala/contract/agent';
import type { ErrorCode } from '@tala/contract/errors';
import { formatDateTime, useFormat, zoneOffsetName } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { SelectInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, FormError, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { useContracts, useOfferContract, useRespondContract } from '../api/contracts.ts';
import { periodLabel } from '../model/contract-period.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { ContractEnding } from './contract-ending.tsx';
import { bpsToPercent, percentToBps, tiersProblem, toTiers, type TierInput } from '../model/tiers.ts';
import { ListState } from './parts.tsx';
import styles from './agent-centre.module.css';

/**
 * One contract kind's page (daily wages, hourly salary, real-time salary, dividends): the contract the
 * agent's upline offered him (accept or reject it), the offers he made to agents directly below him
 * (a form with rate tiers, a dividend's pay period), and the payments per period.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const contracts = useContracts(kind);
  const v = contracts.data;
  return (
    <div className={styles.root}>
      <p className={styles.note}>{t(`contracts.${kind}.intro`)}</p>
      <ListState query={contracts} empty={false} emptyText="">
        {v && (
          <>
            <p className={styles.note}>{t('contracts.clock', { zone: zoneOffsetName(v.timeZone) })}</p>
            <MyContract kind={kind} contract={v.mine} timeZone={v.timeZone} />
            <OfferForm kind={kind} maxRateBps={v.maxRateBps} />
            <Offered kind={kind} contracts={v.offered} timeZone={v.timeZone} />
            <Payments kind={kind} payments={v.payments} timeZone={v.timeZone} />
          </>
        )}
      </ListState>
    </div>
  );
}

function TierList({ kind, tiers }: { kind: ContractKind; tiers: readonly SalaryTier[] }) {
  const { t } = useTranslation('agentCentre');
  const { money } = useFormat();
  return (
    <ul className={styles.tierList}>
      {tiers.map((tier) => (
        <li key={tier.minBasisMinor}>
          {t(`contracts.basis.${contractBasis[kind]}.tierText`, {
            min: money(tier.minBasisMinor),
            rate: bpsToPercent(tier.rateBps),
          })}
        </li>
      ))}
    </ul>
  );
}

function MyContract({ kind, contract, timeZone }: { kind: ContractKind; contract: SalaryContract | null; timeZone: string }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const respond = useRespondContract();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  // spec §8: agents below him hold a higher rate than this contract gives him
  const [higher, setHigher] = useState<string[] | null>(null);
  const answer = (accept: boolean, proceed = false) =>
    respond.mutate(
      { contractId: contract!.id, accept, ...(proceed ? { proceed } : {}) },
      {
        onSettled: () => setAsking(null),
        onSuccess: () => setHigher(null),
        onError: (error) => {
          if (isApiError(error) && error.code === 'HIGHER_RATE_DOWNLINE')
            setHigher((error.value as { members?: string[] } | undefined)?.members ?? []);
        },
      },
    );
  return (
    <section aria-labelledby="my-salary" className={styles.panel}>
      <h3 id="my-salary" className={styles.heading}>
        {t(`contracts.${kind}.mine`)}
      </h3>
      {!contract ? (
        <p className={styles.note}>{t(`contracts.${kind}.noneOffered`)}</p>
      ) : (
        <>
          <p>
            {t('wages.from', { upline: contract.upline })}{' '}
            <span className={styles.badge} data-status={contract.status}>
              {t(`wages.statuses.${contract.status}`)}
            </span>
          </p>
          <TierList kind={kind} tiers={contract.tiers} />
          {contract.payPeriod && (
            <p className={styles.note}>
              {t('contracts.payPeriod')}: {t(`contracts.payPeriods.${contract.payPeriod}`)}
            </p>
          )}
          {contract.startsAt && (
            <p className={styles.note}>{t('contracts.startsAt', { at: formatDateTime(contract.startsAt, timeZone) })}</p>
          )}
          {respond.isError && !higher && <FormError error={respond.error} />}
          <ContractEnding contract={contract} side="member" timeZone={timeZone} />
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
            title={t(`contracts.${kind}.${asking === 'reject' ? 'rejectTitle' : 'acceptTitle'}`)}
            confirmLabel={t(asking === 'reject' ? 'wages.reject' : 'wages.accept')}
            cancelLabel={t('wages.cancel')}
            tone={asking === 'reject' ? 'danger' : 'default'}
            busy={respond.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={() => answer(asking === 'accept')}
          >
            {asking === 'reject' ? t('wages.rejectText', { upline: contract.upline }) : t(`contracts.${kind}.acceptText`)}
          </AlertDialog>
          <AlertDialog
            open={higher !== null}
            title={t('contracts.end.warnTitle')}
            confirmLabel={t('contracts.end.proceed')}
            cancelLabel={t('wages.cancel')}
            tone="danger"
            busy={respond.isPending}
            onCancel={() => setHigher(null)}
            onConfirm={() => answer(true, true)}
          >
            {t('contracts.end.warnText', { members: (higher ?? []).join(', ') })}
          </AlertDialog>
        </>
      )}
    </section>
  );
}

/** The offer's refusals that name the downline typed; their texts take his username and the contract's kind. */
const downlineRefusals: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'DOWNLINE_NOT_FOUND',
  'DOWNLINE_NOT_AGENT',
  'CONTRACT_ALREADY_LIVE',
]);

interface OfferValues {
  account: string;
  tiers: TierInput[];
  payPeriod: PayPeriod;
}

function OfferForm({ kind, maxRateBps }: { kind: ContractKind; maxRateBps: number }) {
  const { t } = useTranslation(['agentCentre', 'forms', 'errors']);
  const offer = useOfferContract(kind);
  const minLabel = t(`contracts.basis.${contractBasis[kind]}.min`);
  const [sent, setSent] = useState<string | null>(null);
  const max = bpsToPercent(maxRateBps);
  // the checks follow the number of tiers on screen
  const resolver: Resolver<OfferValues> = (values, context, options) => {
    const checks: FieldChecks<OfferValues> = { account: { label: t('wages.account'), required: true } };
    values.tiers.forEach((_, i) => {
      checks[`tiers.${i}.min`] = {
        label: minLabel,
        required: true,
        // the label reads into an amount ("From team valid bets of …"): "… of is required" would not
        messages: { required: 'agentCentre:wages.badAmount' },
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
  const blank: OfferValues = { account: '', tiers: [{ min: '0', rate: '' }], payPeriod: 'weekly' };
  const form = useForm<OfferValues>({ defaultValues: blank, resolver });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <section aria-labelledby="offer-salary" className={styles.panel}>
      <h3 id="offer-salary" className={styles.heading}>
        {t(`contracts.${kind}.offerTitle`)}
      </h3>
      <p className={styles.note}>{t('wages.offerIntro', { max })}</p>
      {sent && (
        <p className={styles.done} role="status">
          {t('wages.offered', { account: sent })}
        </p>
      )}
      <Form
        form={form}
        aria-label={t(`contracts.${kind}.offerTitle`)}
        className={styles.form}
        onSubmit={async (values) => {
          setSent(null);
          const parsed = toTiers(values.tiers)!;
          const why = tiersProblem(parsed, maxRateBps);
          setProblem(why && (why === 'order' ? t('contracts.problemOrder') : t('wages.problem.rate', { max })));
          if (why) return;
          const payPeriod = kind === 'dividend' ? { payPeriod: values.payPeriod } : {};
          const account = values.account.trim();
          try {
            await offer.mutateAsync({ account, tiers: parsed, ...payPeriod });
          } catch (error) {
            // these refusals are about the name typed: said with that name, under its field
            if (!isApiError(error) || !downlineRefusals.has(error.code)) throw error;
            const contract = t(`contracts.${kind}.aContract`);
            form.setError(
              'account',
              { type: 'server', message: t(error.translationKey, { account, contract }) },
              { shouldFocus: true },
            );
            return;
          }
          setSent(account);
          form.reset(blank);
        }}
      >
        <TextInput
          label={t('wages.account')}
          required
          autoComplete="off"
          registration={form.register('account')}
          error={form.formState.errors.account}
        />
        {kind === 'dividend' && (
          <SelectInput
            label={t('contracts.payPeriod')}
            required
            // a phone's select cuts a long choice: the choice is named short, its days said under it
            options={payPeriods.map((p) => ({ value: p, label: t(`contracts.payPeriodNames.${p}`) }))}
            hint={t(`contracts.payPeriodSpans.${form.watch('payPeriod')}`)}
            registration={form.register('payPeriod')}
            error={form.formState.errors.payPeriod}
          />
        )}
        {tiers.fields.map((field, i) => (
          <fieldset key={field.id} className={styles.tier}>
            <legend>{t('wages.tier', { n: i + 1 })}</legend>
            <TextInput
              label={minLabel}
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

function Offered({ kind, contracts, timeZone }: { kind: ContractKind; contracts: readonly SalaryContract[]; timeZone: string }) {
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
            {kind === 'dividend' && <th scope="col">{t('contracts.payPeriod')}</th>}
            <th scope="col">{t('wages.offeredAt')}</th>
            <th scope="col">{t('contracts.end.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id}>
              <td data-label={t('wages.member')}>{c.member}</td>
              <td data-label={t('wages.status')}>
                <span className={styles.badge} data-status={c.status}>
                  {/* his own offer waits for the downline, not for him */}
                  {c.status === 'process' ? t('wages.awaiting', { member: c.member }) : t(`wages.statuses.${c.status}`)}
                </span>
              </td>
              <td data-label={t('wages.tiers')}>
                <TierList kind={kind} tiers={c.tiers} />
              </td>
              {kind === 'dividend' && (
                <td data-label={t('contracts.payPeriod')}>{c.payPeriod && t(`contracts.payPeriods.${c.payPeriod}`)}</td>
              )}
              <td data-label={t('wages.offeredAt')}>
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, timeZone)}</time>
              </td>
              <td data-label={t('contracts.end.actions')}>
                <ContractEnding contract={c} side="upline" timeZone={timeZone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Payments({ kind, payments, timeZone }: { kind: ContractKind; payments: readonly SalaryPayment[]; timeZone: string }) {
  const { t } = useTranslation('agentCentre');
  const { money, amount } = useFormat();
  const onLoss = contractBasis[kind] === 'loss';
  return (
    <section aria-labelledby="salary-payments" className={styles.panel}>
      <h3 id="salary-payments" className={styles.heading}>
        {t(`contracts.${kind}.paymentsTitle`)}
      </h3>
      {!payments.length ? (
        <p className={styles.note}>{t(`contracts.${kind}.noPayments`)}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t(`contracts.${kind}.paymentsTitle`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contracts.period')}</th>
              <th scope="col">{t('wages.member')}</th>
              <th scope="col" className={styles.num}>
                {t('wages.teamValidBet')}
              </th>
              {onLoss && (
                <th scope="col" className={styles.num}>
                  {t('contracts.basis.loss.column')}
                </th>
              )}
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
                <td data-label={t('contracts.period')}>{periodLabel(kind, p.periodStart, p.periodEnd, timeZone)}</td>
                <td data-label={t('wages.member')}>{p.member}</td>
                <td data-label={t('wages.teamValidBet')} className={styles.num}>
                  {money(p.validBetMinor)}
                </td>
                {onLoss && (
                  <td data-label={t('contracts.basis.loss.column')} className={styles.num}>
                    {money(p.basisMinor)}
                  </td>
                )}
                <td data-label={t('wages.rate')} className={styles.num}>
                  {amount(p.rateBps)}
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
