import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Outlet } from '../../shared/router/react.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../shared/lib/use-media-query.ts';
import { setDrawerOpen, useUiStore } from '../../shared/state/ui-store.ts';
import { Placeholder } from '../../shared/ui/placeholder/placeholder.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { useBrand } from '../api/system.ts';
import { CentreSlot } from '../centre/centre-slot.tsx';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { ChunkBoundary } from '../errors/chunk-boundary.tsx';
import { importWithTimeout } from '../errors/lazy-page.ts';
import { NO_REGIONS, useRouteHandle, type Region } from '../route-meta.ts';
import { slots } from '../slots.tsx';
import { BannerRegion } from './banner-region.tsx';
import { ChromeToggle } from './chrome-toggle.tsx';
import { Guard } from './guard.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import styles from './app-layout.module.css';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/** The phone drawer loads when first opened: phones and desktops alike skip it on the first load. */
const SideMenuDrawer = lazyPart('side-menu-drawer', () => importWithTimeout(() => import('./side-menu-drawer.tsx')));
/** The phone's bottom tab bar: its height is reserved by CSS, so it may arrive after the first paint. */
const TabBar = lazyPart('tab-bar', () => importWithTimeout(() => import('./tab-bar.tsx')));
/** The footer sits below the page's content: it loads beside the page instead of before the first paint. */
const Footer = lazyPart('footer', () => importWithTimeout(() => import('./footer.tsx').then((m) => ({ default: m.Footer }))));

function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const brand = useBrand().brandName;
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

/**
 * The shell around every route: the regions its route declares (app/routes.tsx) as landmarks,
 * <main>, the dialog host. On /seamless and /lottery the top bar and side menu wait for the
 * home-state flag, restored with the double-arrow toggle.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const declared = handle?.regions ?? NO_REGIONS;
  const chromeShown = useUiStore((s) => s.chromeShown);
  const drawerOpen = useUiStore((s) => s.drawerOpen);
  const phone = useMediaQuery(PHONE_QUERY);
  useDocumentTitle(handle?.titleKey);

  const chromeHidden = Boolean(handle?.chromeCollapsible) && !chromeShown;
  const header = declared.header && !chromeHidden;
  const sideMenu = declared.sideMenu && !chromeHidden;
  // the tab bar follows the top bar's declaration (not the collapsible chrome: the lottery keeps it)
  const tabBar = phone && declared.header && !handle?.fullScreen;
  const shown = (Object.keys(declared) as Region[]).filter((region) => declared[region]);

  return (
    <Guard>
      <div className={styles.shell} data-regions={shown.join(' ')} data-tab-bar={tabBar ? '' : undefined}>
        <a href="#main" className={styles.skip}>
          {t('app.skipToContent')}
        </a>
        {/* phones: every route with a top bar gets the menu button, so the bar stays compact */}
        {header && <Header menuButton={phone} />}
        {handle?.chromeCollapsible && <ChromeToggle />}
        <div className={styles.body}>
          {sideMenu && !phone && <SideMenu />}
          {header && phone && drawerOpen && (
            <ChunkBoundary onClose={() => setDrawerOpen(false)}>
              <Suspense fallback={null}>
                <SideMenuDrawer />
              </Suspense>
            </ChunkBoundary>
          )}
          <div className={styles.column}>
            {declared.banner && <BannerRegion group={handle?.bannerGroup} home={handle?.bannerGroup === 'home'} />}
            <main id="main" tabIndex={-1} className={`${styles.main} ${header ? '' : styles.bare}`}>
              <Suspense
                fallback={
                  handle?.bannerGroup === 'home' ? (
                    // home's own shape while its code arrives: strip, category tiles, hot games
                    <div className={styles.homePending} aria-hidden="true">
                      <Placeholder kind="strip" />
                      <Placeholder kind="shortcuts" />
                      <Placeholder kind="cardRow" />
                    </div>
                  ) : (
                    <div className={styles.pending}>
                      <Spinner size="lg" />
                    </div>
                  )
                }
              >
                <Outlet />
              </Suspense>
            </main>
            {declared.footer && (
              <Suspense fallback={null}>
                <Footer />
              </Suspense>
            )}
          </div>
        </div>
        {tabBar && (
          <Suspense fallback={null}>
            <TabBar />
          </Suspense>
        )}
        <DialogHost />
        <CentreSlot />
        <Suspense fallback={null}>{slots.overlays()}</Suspense>
      </div>
    </Guard>
  );
}
