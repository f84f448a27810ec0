import { Suspense } from 'react';
import { useBrand } from '../api/system.ts';
import type { SideMenuCategoriesSlotProps } from '../slots.tsx';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/*
 * Budget (home route's first JavaScript ≤ 150 KB gzipped): the lobby's menu query and the push
 * channel import contract modules that build zod schemas (~25 KB gzipped). Neither is needed for the
 * first paint (the categories wait for their API answer anyway, push events come later), so both
 * load as their own chunks once the shell is up.
 */
const SideMenuCategories = lazyPart('side-menu-categories', () =>
  import('../../features/lobby/components/side-menu-categories.tsx').then((m) => ({ default: m.SideMenuCategories })),
);
const PushRuntime = lazyPart('push-runtime', () => import('./push-runtime.tsx').then((m) => ({ default: m.PushRuntime })));

/** The side menu's game categories, with the brand's esports configuration. */
export function GameCategoriesSlot({ mini, placeholder, onRows }: SideMenuCategoriesSlotProps) {
  const { esportsVendors } = useBrand();
  return (
    <Suspense fallback={placeholder}>
      <SideMenuCategories mini={mini} esportsVendors={esportsVendors} placeholder={placeholder} onRows={onRows} />
    </Suspense>
  );
}

/** Always mounted below the start-up gate: the push channel and the live balance. */
export function GamesRuntime() {
  return (
    <Suspense fallback={null}>
      <PushRuntime />
    </Suspense>
  );
}
