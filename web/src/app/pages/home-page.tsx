import { Suspense } from 'react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { HomePage } from '../../features/home/home-page.tsx';
import { gameMenusQuery } from '../../features/lobby/api/game-menus.ts';
import { hotGamesQuery } from '../../features/lobby/api/small-queries.ts';
import { Placeholder } from '../../shared/ui/placeholder/placeholder.tsx';
import { noticeQuery, useBrand } from '../api/system.ts';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/*
 * Budget (home route's first JavaScript ≤ 150 KB gzipped): the lobby's sections (category tiles,
 * game cards, vendor lanes) load as one chunk of their own. Their API calls start here, with the
 * page, so the chunk and the answers arrive together instead of one after the other. Placeholders
 * keep their places meanwhile, so the page does not jump when they arrive.
 */
const sections = () => import('../../features/lobby/components/home-sections.tsx');
const CategoryShortcuts = lazyPart('category-shortcuts', () => sections().then((m) => ({ default: m.CategoryShortcuts })));
const HotGamesSection = lazyPart('hot-games-section', () => sections().then((m) => ({ default: m.HotGamesSection })));
const ProviderLanes = lazyPart('provider-lanes', () => sections().then((m) => ({ default: m.ProviderLanes })));

/** Home composes the home feature with the lobby's game sections and the shell's notice call. */
export function Component() {
  const { i18n } = useTranslation();
  const site = useBrand();
  const notice = useQuery(noticeQuery(i18n.language));
  usePrefetchQuery(gameMenusQuery(i18n.language));
  usePrefetchQuery(hotGamesQuery(i18n.language));
  const { esportsVendors } = site;
  return (
    <HomePage
      brandName={site.brandName}
      notices={notice.data?.player ?? []}
      popupNotices={notice.data?.popup ?? []}
      noticesPending={notice.isPending}
      categories={
        <Suspense fallback={<Placeholder kind="shortcuts" />}>
          <CategoryShortcuts esportsVendors={esportsVendors} />
        </Suspense>
      }
      hotGames={
        <Suspense fallback={<Placeholder kind="cardRow" />}>
          <HotGamesSection />
        </Suspense>
      }
      providers={
        <Suspense fallback={<Placeholder kind="cardRow" />}>
          <ProviderLanes esportsVendors={esportsVendors} />
        </Suspense>
      }
    />
  );
}
