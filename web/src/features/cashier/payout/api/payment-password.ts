import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payout, type PaymentPasswordStatus } from '@tala/contract/payout';
import { api } from '../../../../shared/api/client.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { payoutKeys } from './keys.ts';

function useStatusKey() {
  const account = useSessionStore((s) => s.account) ?? '';
  return payoutKeys.status(account);
}

/** Whether the payment password is set, and until when it is locked. */
export function usePaymentPasswordStatus() {
  const key = useStatusKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api(payout.passwordStatus, {}, { signal }) });
}

/** Any answer that carries the status replaces the cached one; a refusal may have started a lock, so it asks again. */
function useStatusMutation<I>(call: (input: I) => Promise<PaymentPasswordStatus>) {
  const client = useQueryClient();
  const key = useStatusKey();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => client.setQueryData(key, status),
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
}

export const useSetPaymentPassword = () =>
  useStatusMutation((input: { newPassword: string; confirmNewPassword: string }) => api(payout.setPassword, input));

export const useChangePaymentPassword = () =>
  useStatusMutation((input: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    api(payout.changePassword, input),
  );

export const useResetPaymentPassword = () =>
  useStatusMutation((input: { verificationCode: string; newPassword: string; confirmNewPassword: string }) =>
    api(payout.resetPassword, input),
  );

/** Sends the reset code to the member's mobile; resolves to when the next send is allowed. */
export async function sendResetCode(): Promise<number> {
  return (await api(payout.sendResetCode, {})).expirationTime;
}
