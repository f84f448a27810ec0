import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { SalaryContract } from '@tala/contract/agent';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { FormError } from '../../../shared/ui/form/form.tsx';
import { useTerminateContract } from '../api/contracts.ts';
import styles from './agent-centre.module.css';

type Step = 'request' | 'confirm' | 'decline' | 'withdrawOffer';

/**
 * Ending a contract by agreement, from either side: ask, and the other side confirms or declines
 * (the asker may withdraw his request); the upline may withdraw an offer not answered yet. Each step
 * that changes the contract goes through a confirmation dialog. `side` is the viewer's side.
 */
export function ContractEnding({
  contract,
  side,
  timeZone,
}: {
  contract: SalaryContract;
  side: 'upline' | 'member';
  /** The brand's: a contract ends at one of its period boundaries, shown on its clock. */
  timeZone: string;
}) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const terminate = useTerminateContract();
  const [step, setStep] = useState<Step | null>(null);
  const me = side === 'upline' ? contract.upline : contract.member;
  const other = side === 'upline' ? contract.member : contract.upline;
  const asked = contract.terminationRequestedBy;

  if (contract.status === 'terminated' && contract.endsAt)
    return <p className={styles.note}>{t('contracts.end.endsAt', { at: formatDateTime(contract.endsAt, timeZone) })}</p>;
  const offerOpen = contract.status === 'process' && side === 'upline';
  if (contract.status !== 'approved' && !offerOpen) return null;

  const run = (s: Step) =>
    terminate.mutate(
      { contractId: contract.id, ...(s === 'confirm' || s === 'decline' ? { answer: s } : {}) },
      { onSettled: () => setStep(null) },
    );
  // the decline button withdraws his own request, or refuses the other side's
  const declineLabel = asked === me ? t('contracts.end.withdrawRequest') : t('contracts.end.decline');
  const dialog: Record<Step, { title: string; text: string; label: string; danger: boolean }> = {
    request: {
      title: t('contracts.end.requestTitle'),
      text: t('contracts.end.requestText', { other }),
      label: t('contracts.end.request'),
      danger: true,
    },
    confirm: {
      title: t('contracts.end.confirmTitle'),
      text: t('contracts.end.confirmText'),
      label: t('contracts.end.confirm'),
      danger: true,
    },
    decline: { title: declineLabel, text: t('contracts.end.declineText'), label: declineLabel, danger: false },
    withdrawOffer: {
      title: t('contracts.end.withdrawOfferTitle'),
      text: t('contracts.end.withdrawOfferText', { other }),
      label: t('contracts.end.withdrawOffer'),
      danger: true,
    },
  };
  const open = step ? dialog[step] : null;

  return (
    <div className={styles.ending}>
      {asked && (
        <p className={styles.note} role="status">
          {asked === me ? t('contracts.end.requestedByMe', { other }) : t('contracts.end.requestedByOther', { other })}
        </p>
      )}
      {terminate.isError && <FormError error={terminate.error} />}
      <div className={styles.actions}>
        {offerOpen && (
          <button type="button" className={styles.button} data-tone="danger" onClick={() => setStep('withdrawOffer')}>
            {t('contracts.end.withdrawOffer')}
          </button>
        )}
        {contract.status === 'approved' && !asked && (
          <button type="button" className={styles.button} data-tone="danger" onClick={() => setStep('request')}>
            {t('contracts.end.request')}
          </button>
        )}
        {asked && asked !== me && (
          <button type="button" className={styles.button} data-tone="danger" onClick={() => setStep('confirm')}>
            {t('contracts.end.confirm')}
          </button>
        )}
        {asked && (
          <button type="button" className={styles.button} onClick={() => setStep('decline')}>
            {declineLabel}
          </button>
        )}
      </div>
      <AlertDialog
        open={open !== null}
        title={open?.title ?? ''}
        confirmLabel={open?.label ?? ''}
        cancelLabel={t('wages.cancel')}
        tone={open?.danger ? 'danger' : 'default'}
        busy={terminate.isPending}
        onCancel={() => setStep(null)}
        onConfirm={() => step && run(step === 'withdrawOffer' ? 'request' : step)}
      >
        {open?.text}
      </AlertDialog>
    </div>
  );
}
