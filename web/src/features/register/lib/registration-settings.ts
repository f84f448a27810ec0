import type { RegisterRule } from '@tala/contract/system';
import { useModule, useStartup } from '../../../shared/api/system-queries.ts';

export interface RegistrationSettings {
  /** The brand's rule per field: the very rules the server checks a registration against. */
  rules: Record<string, RegisterRule>;
  /** REG3 and USERNAMEREG3: registration by username. */
  usernameRegistration: boolean;
  /** REG3 and MOBILENUMREG3: registration by mobile number. */
  mobileRegistration: boolean;
  /** REGMOBVERF3: an SMS code verifies the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
}

/**
 * The registration rules and switches, read from the start-up permission: the server keeps the rules
 * in the brand settings and the switches as whitelabel modules, and the permission carries both as
 * stored, so the form never waits for a call of its own and never disagrees with the login forms.
 */
export function useRegistrationSettings(): RegistrationSettings {
  const rules = useStartup().permission.info.registerRules;
  const open = useModule('REG3');
  const byUsername = useModule('USERNAMEREG3');
  const byMobile = useModule('MOBILENUMREG3');
  const smsVerification = useModule('REGMOBVERF3');
  const mobilePassword = useModule('MOBILENUMPASSREG3');
  return {
    rules,
    usernameRegistration: open && byUsername,
    mobileRegistration: open && byMobile,
    smsVerification,
    mobilePassword,
  };
}
