import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomePage } from '../../features/home/home-page.tsx';
import { CategoryShortcuts, HotGamesSection, ProviderLanes } from '../../features/lobby/components/home-sections.tsx';
import { noticeQuery, useSiteConfig } from '../api/system.ts';

/** Home composes the home feature with the lobby's game sections and the shell's notice call. */
export function Component() {
  const { i18n } = useTranslation();
  const site = useSiteConfig();
  const notice = useQuery(noticeQuery(i18n.language));
  const esportsVendors = site?.esportsVendors ?? [];
  return (
    <HomePage
      brandName={site?.brandName ?? ''}
      currency={site?.currencySymbol ?? '$'}
      notices={notice.data?.player ?? []}
      popupNotices={notice.data?.popup ?? []}
      categories={<CategoryShortcuts esportsVendors={esportsVendors} />}
      hotGames={<HotGamesSection />}
      providers={<ProviderLanes esportsVendors={esportsVendors} />}
    />
  );
}
