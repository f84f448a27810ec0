import { isAgentCode, TRIAL } from '@tala/contract/core/roles';
import { useSessionStore } from '../state/session.ts';
import { openDialog, showToast } from '../state/ui-store.ts';

/** Member-only actions that trial (free-play) accounts may not use (spec §6). */
export type GatedAction = 'memberCentre' | 'agentCentre' | 'deposit' | 'withdraw' | 'chat';

/**
 * Call before a member-only action: returns true when it may go ahead, otherwise shows why —
 * the login popup for visitors, the trial warning for free-play accounts (in_need_true_account, or
 * in_please_information for chat), "Non-agents cannot log in" for the agent centre.
 * The warning dialog is the auth feature's, registered by app/ under the name 'trialWarning'.
 */
export function allowAction(action: GatedAction): boolean {
  const { token, isAgent, mustChangePassword } = useSessionStore.getState();
  if (!token || mustChangePassword) {
    openDialog({ name: 'login', tab: 'login' });
    return false;
  }
  if (isAgent === TRIAL) {
    openDialog({ name: 'trialWarning', action });
    return false;
  }
  if (action === 'agentCentre' && !isAgentCode(isAgent)) {
    showToast({ tone: 'error', textKey: 'errors:NON_AGENT' });
    return false;
  }
  return true;
}
