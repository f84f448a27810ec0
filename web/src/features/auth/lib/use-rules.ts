import { ruleFor } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { useStartup } from '../../../shared/api/system-queries.ts';

/** The brand's rule for a field the account forms need (fallback rule when the brand has none). */
export function useRule(field: 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'email'): RegisterRule {
  return ruleFor(useStartup().permission.info.registerRules, field);
}
