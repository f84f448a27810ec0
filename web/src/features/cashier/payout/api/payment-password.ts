import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payout, type PaymentPasswordStatus } from '@tala/contract/payout';
import { api } from '../../../../shared/api/client.ts';
import { refreshSecurityOverview } from '../../../../shared/api/security-overview.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { payoutKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** Whether the payment password is set, and until when it is locked. */
export function usePaymentPasswordStatus() {
  const key = payoutKeys.status(useAccount());
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api(payout.passwordStatus, {}, { signal }) });
}

/**
 * Any answer that carries the status replaces the cached one, and the security overview (which
 * counts the payment password) is asked again; a refusal may have started a lock, so it asks again.
 */
function useStatusMutation<I>(call: (input: I) => Promise<PaymentPasswordStatus>) {
  const client = useQueryClient();
  const account = useAccount();
  const key = payoutKeys.status(account);
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      client.setQueryData(key, status);
      refreshSecurityOverview(client, account);
    },
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
