import { Suspense, useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocation } from '../../shared/router/react.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../shared/lib/use-media-query.ts';
import { centrePages, closeCentre, openCentre, type CentreName } from '../../shared/ui/centre/centre.ts';
import { centreHref, centreLandingPage, centrePageLabel, findCentrePage, type CentrePage } from '../../shared/ui/centre/pages.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../shared/ui/icons/icons.tsx';
import { useFocusTrap, useScrollLock } from '../../shared/ui/modal/focus.ts';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import styles from './centre-frame.module.css';

const alwaysShown = () => true;
const noBadge = () => 0;

function MenuEntry({ centre, page, active, phone }: { centre: CentreName; page: CentrePage; active: boolean; phone: boolean }) {
  const { t } = useTranslation('centre');
  const place = useLocation();
  // hooks in a fixed order: registration happens once, before any centre renders
  const shown = (page.useShown ?? alwaysShown)();
  const badge = (page.useBadge ?? noBadge)();
  if (!shown) return null;
  const Icon = page.icon;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openCentre(centre, page.key);
  }
  return (
    <li>
      <a
        href={centreHref(place, centre, page.key)}
        className={styles.entry}
        aria-current={active ? 'page' : undefined}
        // a reader with a keyboard starts where he is, not on the first entry (whose focus ring, on a
        // centre opened from its address, looked like a second open page)
        data-initial-focus={active || undefined}
        onClick={onClick}
      >
        {Icon && (
          <span className={styles.entryIcon} aria-hidden="true">
            <Icon />
          </span>
        )}
        <span className={styles.entryLabel}>{t(centrePageLabel(centre, page.key))}</span>
        {badge > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{badge > 99 ? '99+' : badge}</span>
            <span className="visually-hidden">{t('badge', { count: badge })}</span>
          </span>
        )}
        {phone && <ChevronRightIcon width={18} height={18} className={styles.chevron} aria-hidden="true" />}
      </a>
    </li>
  );
}

/**
 * The open page, if it is shown on this site. A page behind a switch that is off (useShown false) is
 * treated like an unknown page: nothing of it renders, and the centre falls back to its landing page
 * (the menu on a phone). Its own component, keyed by the page, so each page's useShown hook runs in a
 * fixed order of its own.
 */
function ShownPage({
  centre,
  page,
  landing,
  phone,
  children,
}: {
  centre: CentreName;
  page: CentrePage;
  landing: CentrePage;
  phone: boolean;
  children: ReactNode;
}) {
  const shown = (page.useShown ?? alwaysShown)();
  useEffect(() => {
    if (shown !== false) return;
    // the landing page itself switched off: there is nothing to fall back to
    if (page.key === landing.key) closeCentre();
    else openCentre(centre, phone ? '' : landing.key, { replace: true });
  }, [shown, page.key, landing.key, centre, phone]);
  return shown === true ? children : null;
}

/**
 * A centre's overlay: a menu with the open page highlighted (and counts), the page, a close button.
 * On a phone it is a full-screen sheet: the menu first, a page with a back arrow to the menu.
 * It shows with its menu as soon as its own code has loaded, a spinner in the page's place until the
 * page's code has; moving between pages keeps the current one on screen until the next is ready
 * (router navigations are transitions).
 */
export default function CentreFrame({ centre, pageKey }: { centre: CentreName; pageKey: string }) {
  const { t } = useTranslation(['centre', 'common']);
  const phone = useMediaQuery(PHONE_QUERY);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pages = centrePages(centre);
  const named = findCentrePage(centre, pageKey);
  const landing = centreLandingPage(centre);
  // a phone opened without a page shows the menu; a desktop shows the landing page beside it
  const current = named ?? (phone ? undefined : landing);
  const unknownPage = pageKey !== '' && !named;

  useEffect(() => {
    // nothing to show (no pages), or a page this site does not have: fall back without a new history entry
    if (!landing) closeCentre();
    else if (unknownPage) openCentre(centre, phone ? '' : landing.key, { replace: true });
  }, [landing, unknownPage, centre, phone]);

  const close = useCallback(() => closeCentre(), []);
  useFocusTrap(panel, Boolean(landing), close);
  useScrollLock(true);
  if (!landing || unknownPage) return null;

  const title = t(centre);
  const showMenu = !phone || !current;
  const Page = current?.component;

  return createPortal(
    <div className={styles.overlay}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        data-centre={centre}
      >
        <div className={styles.head}>
          {phone && current && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('backToMenu')}
              onClick={() => openCentre(centre, '')}
            >
              <ChevronLeftIcon />
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {phone && current ? t(centrePageLabel(centre, current.key)) : title}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('common:dialog.close')}
            onClick={close}
            data-skip-initial-focus
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          {showMenu && (
            <nav className={styles.menu} aria-label={t('menu', { centre: title })}>
              <ul className={styles.entries}>
                {pages.map((page) => (
                  <MenuEntry key={page.key} centre={centre} page={page} active={page === current} phone={phone} />
                ))}
              </ul>
            </nav>
          )}
          {current && Page && (
            <ShownPage key={current.key} centre={centre} page={current} landing={landing} phone={phone}>
              <section className={styles.content} aria-labelledby={phone ? titleId : `${titleId}-page`}>
                {!phone && (
                  <h3 id={`${titleId}-page`} className={styles.pageTitle}>
                    {t(centrePageLabel(centre, current.key))}
                  </h3>
                )}
                {/* a page chunk that fails to load reaches the host's boundary: the reload dialog. A part
                    of the page that loads later waits here: at the host's boundary it hid the whole
                    centre for a moment, and the focus it held fell to the page behind */}
                <Suspense fallback={<Spinner label={t('common:app.loading')} />}>
                  <Page go={(page, options) => openCentre(centre, page, options)} />
                </Suspense>
              </section>
            </ShownPage>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
