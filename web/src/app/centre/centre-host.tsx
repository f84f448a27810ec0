import { lazy, Suspense, useEffect } from 'react';
import { translator } from '../../shared/i18n/i18n.ts';
import { allowAction } from '../../shared/lib/access-guard.ts';
import { handoverInFlight } from '../../shared/lib/handover-token.ts';
import { isAgentCode, TRIAL } from '@tala/contract/core/roles';
import { useSessionStore, type SessionState } from '../../shared/state/session.ts';
import { closeCentre, type CentreName } from '../../shared/ui/centre/centre.ts';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { importWithTimeout } from '../errors/lazy-page.ts';
import '../compose/centre-pages.ts';
import styles from './centre-frame.module.css';

// the frame's texts load with its code, not after it first renders
const CentreFrame = lazy(() =>
  importWithTimeout(() => Promise.all([import('./centre-frame.tsx'), translator.loadNamespaces('centre')]).then(([m]) => m)),
);

/** Who may see a centre: members with a usable session; agents only for the agent centre. */
function mayOpen(centre: CentreName, s: SessionState): boolean {
  if (!s.token || s.mustChangePassword || s.isAgent === TRIAL) return false;
  return centre === 'member' || isAgentCode(s.isAgent);
}

/**
 * The centre the address names. An address a visitor may not use (logged out, a trial account, a
 * player asking for the agent centre) loses its centre parameter and says why, as the entry would have;
 * while a session handed over in the address is being started, it waits for it instead.
 */
export default function CentreHost({ centre, page }: { centre: CentreName; page: string }) {
  const allowed = useSessionStore((s) => mayOpen(centre, s));
  const waiting = !allowed && handoverInFlight();

  useEffect(() => {
    if (allowed || waiting) return;
    closeCentre();
    allowAction(centre === 'member' ? 'memberCentre' : 'agentCentre');
  }, [allowed, waiting, centre]);

  if (!allowed) return null;
  return (
    <Suspense
      fallback={
        <div className={styles.overlay} aria-busy="true">
          <Spinner size="lg" />
        </div>
      }
    >
      <CentreFrame centre={centre} pageKey={page} />
    </Suspense>
  );
}
