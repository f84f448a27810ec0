import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { withFreshKeyRetry } from '../../../shared/api/payload-encryption.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Forgot password by e-mail: the server answers the same whether or not the pair matches. */
export function useForgotByEmail() {
  return useMutation({ mutationFn: (input: { username: string; email: string }) => api(endpoints.member.forgotByEmail, input) });
}

export interface SetPasswordByPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** CHNGPASSVERIF3: sets a new password with an SMS code and logs in. */
export function useSetPasswordByPhone() {
  return useMutation({
    mutationFn: (input: SetPasswordByPhoneInput) => withFreshKeyRetry(() => api(endpoints.member.setPasswordByPhone, input)),
  });
}
