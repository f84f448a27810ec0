import { LobbyPage } from '../../features/lobby/lobby-page.tsx';
import { useBrand } from '../api/system.ts';

export function Component() {
  const site = useBrand();
  return <LobbyPage esportsVendors={site.esportsVendors} />;
}
