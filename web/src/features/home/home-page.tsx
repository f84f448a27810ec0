import { Suspense, type ReactNode } from 'react';
import type { Notice } from '@tala/contract/system';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Placeholder } from '../../shared/ui/placeholder/placeholder.tsx';
import { AnnouncementStrip } from './components/announcement-strip.tsx';
import styles from './home-page.module.css';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/*
 * Budget (home route's first JavaScript ≤ 150 KB gzipped): the notice popup (a modal with the
 * HTML sanitiser, DOMPurify ~12 KB gzipped) and the winners board wait for their API answers
 * anyway, so they load as their own chunks while those calls run.
 */
const NoticePopup = lazyPart('notice-popup', () =>
  import('./components/notice-popup.tsx').then((m) => ({ default: m.NoticePopup })),
);
const WinnersBoard = lazyPart('winners-board', () =>
  import('./components/winners-board.tsx').then((m) => ({ default: m.WinnersBoard })),
);

export interface HomePageProps {
  brandName: string;
  /** Player notices (newest first) and popup notices, from the shell's notice call. */
  notices: readonly Notice[];
  popupNotices: readonly Notice[];
  /** The notice call is still running: the strip's place is kept, so nothing below it jumps. */
  noticesPending?: boolean;
  /** Game sections composed by app/ from the lobby feature. */
  categories: ReactNode;
  hotGames: ReactNode;
  providers: ReactNode;
}

/**
 * Home (spec §2): under the banner region, the latest announcement, category shortcuts, hot games,
 * the winners board and every category's vendor lane; the notice popup on the first visit of a session.
 */
export function HomePage({
  brandName,
  notices,
  popupNotices,
  noticesPending = false,
  categories,
  hotGames,
  providers,
}: HomePageProps) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('title', { brand: brandName })}</h1>
      {noticesPending ? <Placeholder kind="strip" /> : <AnnouncementStrip notices={notices} />}
      {categories}
      {/* desktop: the provider lanes continue the left column beside the tall winners board, so no
          gap opens under Hot games; phones: hot games, the board, then the lanes */}
      <div className={styles.split}>
        <div className={styles.main}>
          {hotGames}
          <div className={styles.lanes}>{providers}</div>
        </div>
        <div className={styles.side}>
          <Suspense fallback={<Placeholder kind="board" />}>
            <WinnersBoard />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <NoticePopup notices={popupNotices} />
      </Suspense>
    </div>
  );
}
