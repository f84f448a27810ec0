import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { withFreshKeyRetry } from '../../../shared/api/payload-encryption.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Changes the password; the server then ends every session of the member, this one included. */
export function changePassword(input: ChangePasswordInput) {
  return withFreshKeyRetry(() => api(endpoints.member.changePassword, input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
