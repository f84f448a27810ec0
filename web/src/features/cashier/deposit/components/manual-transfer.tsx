import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { senderNamePattern, type DepositOrder, type DepositPayee } from '@tala/contract/deposit';
import { formatDateTime, useFormat } from '../../../../shared/lib/format.ts';
import { TextInput } from '../../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../../shared/ui/form/form.tsx';
import { ImageUploadField, imagesCheck } from '../../../../shared/ui/form/image-upload-field.tsx';
import { ruleResolver, type FieldChecks } from '../../../../shared/ui/form/rule-resolver.ts';
import { useSendReceipt } from '../api/deposit.ts';
import styles from './deposit-page.module.css';

const MAX_RECEIPTS = 3;

interface ReceiptValues {
  senderName: string;
  receipts: File[];
}

/** One line of the brand's account with a copy button (a player types these into his bank's app). */
function CopyLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className={styles.copyLine}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <button type="button" className={styles.copyButton} onClick={copy} aria-label={t('manual.copy', { what: label })}>
          {copied ? t('manual.copied') : t('manual.copyShort')}
        </button>
      </dd>
    </div>
  );
}

/**
 * A manual bank transfer waiting for its receipt: where to pay (with the order number as the
 * transfer's note, so the operator can match it), then the sender's name and a photo of the receipt.
 */
export function ManualTransfer({ order, payee }: { order: DepositOrder; payee: DepositPayee }) {
  const { t } = useTranslation(['deposit', 'forms', 'register', 'errors']);
  const { money } = useFormat();
  const send = useSendReceipt();
  const checks: FieldChecks<ReceiptValues> = {
    senderName: {
      label: t('manual.senderName'),
      required: true,
      validate: (value) => (senderNamePattern.test(String(value ?? '').trim()) ? null : t('manual.senderInvalid')),
    },
    receipts: imagesCheck({ label: t('manual.receipts'), required: true }),
  };
  const form = useForm<ReceiptValues>({ defaultValues: { senderName: '', receipts: [] }, resolver: ruleResolver(checks, t) });

  const submit = async (values: ReceiptValues) => {
    await send.mutateAsync({ orderNo: order.orderNo, senderName: values.senderName.trim(), files: values.receipts });
  };

  return (
    <div className={styles.manual}>
      <p>{t('manual.intro', { amount: money(order.amountMinor) })}</p>
      <dl className={styles.payee} aria-label={t('manual.payee')}>
        <CopyLine label={t('manual.bank')} value={payee.bankName} />
        <CopyLine label={t('manual.accountName')} value={payee.accountName} />
        <CopyLine label={t('manual.accountNumber')} value={payee.accountNumber} testId="payee-number" />
        <CopyLine label={t('manual.amount')} value={money(order.amountMinor)} />
        <CopyLine label={t('manual.reference')} value={order.orderNo} />
      </dl>
      <p className={styles.note}>{t('manual.referenceNote')}</p>
      <Form form={form} onSubmit={submit} aria-label={t('manual.formLabel')} className={styles.form}>
        <TextInput
          label={t('manual.senderName')}
          required
          autoComplete="name"
          hint={t('manual.senderHint')}
          registration={form.register('senderName')}
          error={form.formState.errors.senderName}
        />
        <ImageUploadField name="receipts" label={t('manual.receipts')} required maxFiles={MAX_RECEIPTS} />
        <SubmitButton pendingLabel={t('manual.sending')}>{t('manual.submit')}</SubmitButton>
      </Form>
      <p className={styles.note}>{t('manual.sendBefore', { time: formatDateTime(order.expiresAt) })}</p>
    </div>
  );
}
