import { Suspense } from 'react';
import { LoginButtons } from '../../features/auth/components/login-buttons.tsx';
import { configureApi } from '../../shared/api/client.ts';
import { TRIAL } from '@tala/contract/core/roles';
import { endSession, useIsLoggedIn, useSessionStore } from '../../shared/state/session.ts';
import { openDialog } from '../../shared/state/ui-store.ts';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/**
 * Accounts composed into the shell. The logged-in parts load only for members, so a
 * visitor's first page carries just the login buttons and the session start.
 */

// (enc) request bodies: RSA-OAEP + AES-GCM envelope with the server's published key. The cipher
// loads with the first encrypted call (a login or registration), not with the first page.
configureApi({
  encrypt: async (body, endpoint) => (await import('../../shared/api/payload-encryption.ts')).encryptBody(body, endpoint),
  // an expired or refused token: the session ends everywhere on the page, and login is offered
  onLoginRequired: () => {
    endSession();
    openDialog({ name: 'login', tab: 'login' });
  },
});

// Budget (home route's first JavaScript ≤ 150 KB gzipped): the session start runs effects only
// (?token exchange, member info, language sync, country codes), none of which the first paint shows.
const SessionStart = lazyPart('session-start', () =>
  import('../../features/auth/components/session-start.tsx').then((m) => ({ default: m.SessionStart })),
);

const LoggedInBar = lazyPart('logged-in-bar', () =>
  import('../../features/auth/components/logged-in-bar.tsx').then((m) => ({ default: m.LoggedInBar })),
);
const HeaderActions = lazyPart('header-actions', () =>
  import('../../features/auth/components/header-actions.tsx').then((m) => ({ default: m.HeaderActions })),
);
const VipBadgeShortcut = lazyPart('vip-badge-shortcut', () =>
  import('../../features/auth/components/vip-badge-shortcut.tsx').then((m) => ({ default: m.VipBadgeShortcut })),
);
// the reality check of responsible play: members only, its own chunk
const RealityCheck = lazyPart('reality-check', () =>
  import('./reality-check.tsx').then((m) => ({ default: m.RealityCheckWithLogout })),
);

/** The header's account area: login buttons for visitors, the logged-in bar for members. */
export function HeaderAccountSlot() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginButtons />;
  return (
    <Suspense fallback={null}>
      <LoggedInBar />
    </Suspense>
  );
}

/** Affiliate link and reward centre (members only). */
export function HeaderActionsSlot() {
  if (!useIsLoggedIn()) return null;
  return (
    <Suspense fallback={null}>
      <HeaderActions />
    </Suspense>
  );
}

/** The VIP badge shortcut for members, docked in the side menu and the phone drawer (it covers nothing there). */
export function VipDockSlot() {
  if (!useIsLoggedIn()) return null;
  return (
    <Suspense fallback={null}>
      <VipBadgeShortcut />
    </Suspense>
  );
}

/**
 * Always mounted inside the router: session start, and the reality check for members. A free-play
 * account has no responsible-play settings (the server refuses them), so it gets no reality check.
 */
export function AccountsRuntime() {
  const loggedIn = useSessionStore((s) => s.token !== null && s.isAgent !== null && s.isAgent !== TRIAL);
  return (
    <>
      <Suspense fallback={null}>
        <SessionStart />
      </Suspense>
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}
