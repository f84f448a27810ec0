import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../../shared/router/react.tsx';
import { closeCentre, readCentre, setCentreNavigator } from '../../shared/ui/centre/centre.ts';
import { ChunkBoundary } from '../errors/chunk-boundary.tsx';
import { importWithTimeout } from '../errors/lazy-page.ts';

const CentreHost = lazy(() => importWithTimeout(() => import('./centre-host.tsx')));

/**
 * Always mounted in the shell, inside the router, and kept small (it is on every first page): hands the
 * router's navigation to `openCentre`, loads the centres' page registrations once the page has
 * started (their entries appear then), and loads the centre itself only when the address names one.
 */
export function CentreSlot() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  });
  // a layout effect: it runs before any child's effect, which may already open a page
  useLayoutEffect(() => {
    setCentreNavigator({ navigate: (to, options) => void navigate(to, options), current: () => here.current });
    return () => setCentreNavigator(null);
  }, [navigate]);
  useEffect(() => {
    void import('../compose/centre-pages.ts');
  }, []);

  const open = readCentre(location.search);
  if (!open) return null;
  return (
    // a centre or page chunk that fails to load shows the reload dialog; closing it closes the centre
    <ChunkBoundary onClose={closeCentre}>
      <Suspense fallback={null}>
        <CentreHost centre={open.centre} page={open.page} />
      </Suspense>
    </ChunkBoundary>
  );
}
