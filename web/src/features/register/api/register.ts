import { useMutation } from '@tanstack/react-query';
import type { RegistrationPayload } from '@tala/contract/register';
import type { LoginResult } from '@tala/contract/session';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { withFreshKeyRetry } from '../../../shared/api/payload-encryption.ts';

export type RegistrationType = 'username' | 'mobile';

/** Registers (encrypted body) by username or by mobile number; answers the new session. */
export function registerMember(type: RegistrationType, payload: RegistrationPayload): Promise<LoginResult> {
  const endpoint = type === 'mobile' ? endpoints.register.mobile : endpoints.register.username;
  return withFreshKeyRetry(() => api(endpoint, payload));
}

export function useRegisterMember() {
  return useMutation({
    mutationFn: ({ type, payload }: { type: RegistrationType; payload: RegistrationPayload }) => registerMember(type, payload),
  });
}
