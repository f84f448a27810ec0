import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { loadErrorTexts } from '../../shared/i18n/i18n.ts';
import { applyBrandDefaultLanguage } from '../../shared/i18n/language.ts';
import { configureCdns } from '../../shared/lib/cdn.ts';
import { configureCurrency } from '../../shared/lib/currency.ts';
import { applyDefaultTheme } from '../../shared/state/ui-store.ts';
import { permissionQuery, siteConfigQuery, StartupContext } from '../api/system.ts';
import { LoadingScreen, MaintenancePage, RegionBlockedPage, RetryScreen } from './startup-screens.tsx';

/**
 * Start-up gate (spec §1, §4): loads permissions and the brand configuration, then shows exactly one
 * of the app, the maintenance page or the region-blocked page (maintenance wins). When the server
 * cannot be reached it offers a retry instead of a blank page. Below it, the start-up data is always
 * there: useStartup(), useBrand() and useModule() read it without a missing case.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const permission = useQuery(permissionQuery());
  const site = useQuery(siteConfigQuery());
  // one object per answer, so a re-render of the gate does not re-render every reader
  const startup = useMemo(
    () => (permission.data && site.data ? { permission: permission.data, site: site.data } : null),
    [permission.data, site.data],
  );

  // the app is about to render: its error texts follow, off the first paint's path
  useEffect(() => {
    if (startup) loadErrorTexts();
  }, [startup]);

  useEffect(() => {
    if (!site.data) return;
    applyDefaultTheme(site.data.defaultTheme);
    void applyBrandDefaultLanguage(site.data.defaultLanguage);
  }, [site.data]);

  const error = permission.error ?? site.error;
  if (isApiError(error) && error.code === 'SYSTEM_MAINTENANCE') return <MaintenancePage service={undefined} />;
  if (isApiError(error) && error.code === 'ACCESS_RESTRICTED') return <RegionBlockedPage ip={undefined} service={undefined} />;
  if (permission.isError || site.isError) {
    const retry = () => {
      if (permission.isError) void permission.refetch();
      if (site.isError) void site.refetch();
    };
    return <RetryScreen onRetry={retry} retrying={permission.isFetching || site.isFetching} />;
  }
  if (!startup) return <LoadingScreen />;

  const { maintenance, regionRestriction, location, info } = startup.permission;
  if (maintenance) return <MaintenancePage service={info.customerService} />;
  if (regionRestriction) return <RegionBlockedPage ip={location.ip} service={info.customerService} />;
  // before any image renders: one image CDN and one launch CDN for this page (spec §9)
  configureCdns(info);
  // before any amount renders: the brand's currency symbol
  configureCurrency(startup.site);
  return <StartupContext value={startup}>{children}</StartupContext>;
}
