import { LobbyPage } from '../../features/lobby/lobby-page.tsx';
import { useSiteConfig } from '../api/system.ts';

export function Component() {
  const site = useSiteConfig();
  return <LobbyPage esportsVendors={site?.esportsVendors ?? []} />;
}
