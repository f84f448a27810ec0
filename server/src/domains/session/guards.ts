import { TRIAL } from '@tala/contract/core/roles';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/context.ts';

/**
 * Gated actions (member centre, agent centre, deposit, withdraw, password change …) refuse trial
 * (free-play, isAgent 4) accounts with TRIAL_ACCOUNT; chat uses TRIAL_CHAT.
 */
export function assertRealAccount(
  member: Member | null,
  code: 'TRIAL_ACCOUNT' | 'TRIAL_CHAT' = 'TRIAL_ACCOUNT',
): asserts member is Member {
  if (!member) throw new AppError('LOGIN_REQUIRED');
  if (member.isAgent === TRIAL) throw new AppError(code);
}
