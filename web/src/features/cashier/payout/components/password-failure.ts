import type { TFunction } from '../../../../shared/i18n/translator.ts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { paymentPasswordFailure } from '@tala/contract/payout';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { formatDateTime } from '../../../../shared/lib/format.ts';

/**
 * A refused payment password, told with its numbers: the tries left, or until when it is locked.
 * Returns the text, or null when the failure is something else.
 */
export function paymentPasswordMessage(t: TFunction, error: unknown): string | null {
  if (!isApiError(error)) return null;
  const value = paymentPasswordFailure.safeParse(error.value ?? {});
  const data = value.success ? value.data : {};
  if (error.code === 'PAYMENT_PASSWORD_LOCKED') {
    return data.lockedUntil
      ? t('payout:password.lockedUntil', { time: formatDateTime(data.lockedUntil) })
      : t('errors:PAYMENT_PASSWORD_LOCKED');
  }
  if (error.code === 'PAYMENT_PASSWORD_WRONG') {
    return data.attemptsLeft !== undefined
      ? t('payout:password.wrong', { left: data.attemptsLeft })
      : t('errors:PAYMENT_PASSWORD_WRONG');
  }
  return null;
}

/**
 * Runs a call whose payment password may be refused: that refusal lands under the password field
 * with its numbers; any other failure goes on to the form (which places it by its field).
 */
export async function withPaymentPassword<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: Path<V>,
  t: TFunction,
  call: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    const message = paymentPasswordMessage(t, error);
    if (message === null) throw error;
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
    return false;
  }
}
