import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../shared/router/react.tsx';
import { sessionStore } from '../../shared/lib/storage.ts';
import { aliases, paths } from '../../shared/lib/paths.ts';
import { useBrand } from '../api/system.ts';

/** Spec §2: paths reachable without a session when the brand turns loginedToHomePage on. */
export const GUARD_EXCEPTIONS: readonly string[] = [
  paths.login(),
  paths.register(),
  ...aliases.register,
  paths.helpmc(),
  paths.download(),
].map((path) => path.toLowerCase());

function isException(pathname: string): boolean {
  const normalised = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return GUARD_EXCEPTIONS.includes(normalised);
}

/** The optional guard: with loginedToHomePage on, every other path needs session key `token`. */
export function Guard({ children }: { children: ReactNode }) {
  const site = useBrand();
  const { pathname } = useLocation();
  const open = isException(pathname);
  if (site.loginedToHomePage && !open && !sessionStore.get('token')) {
    return <Navigate to={paths.login()} replace />;
  }
  return children;
}
