import { SideMenuCategories } from '../../features/lobby/components/side-menu-categories.tsx';
import { useBalanceLiveUpdate } from '../../shared/push/balance-sync.ts';
import { usePushConnection } from '../../shared/push/use-push.ts';
import { useSiteConfig } from '../api/system.ts';

/** The side menu's game categories (issue 4), with the brand's esports configuration. */
export function GameCategoriesSlot({ mini }: { mini: boolean }) {
  const esportsVendors = useSiteConfig()?.esportsVendors ?? [];
  return <SideMenuCategories mini={mini} esportsVendors={esportsVendors} />;
}

/** Always mounted below the start-up gate: the push channel and the live balance. */
export function GamesRuntime() {
  usePushConnection();
  useBalanceLiveUpdate();
  return null;
}
