import type { ReactNode } from 'react';
import type { Notice } from '@tala/contract/system';
import { useTranslation } from 'react-i18next';
import { AnnouncementStrip } from './components/announcement-strip.tsx';
import { NoticePopup } from './components/notice-popup.tsx';
import { WinnersBoard } from './components/winners-board.tsx';
import styles from './home-page.module.css';

export interface HomePageProps {
  brandName: string;
  currency: string;
  /** Player notices (newest first) and popup notices, from the shell's notice call. */
  notices: readonly Notice[];
  popupNotices: readonly Notice[];
  /** Game sections composed by app/ from the lobby feature. */
  categories: ReactNode;
  hotGames: ReactNode;
  providers: ReactNode;
}

/**
 * Home (spec §2): under the banner region, the latest announcement, category shortcuts, hot games,
 * the winners board and every category's vendor lane; the notice popup on the first visit of a session.
 */
export function HomePage({ brandName, currency, notices, popupNotices, categories, hotGames, providers }: HomePageProps) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('title', { brand: brandName })}</h1>
      <AnnouncementStrip notices={notices} />
      {categories}
      <div className={styles.split}>
        <div className={styles.main}>{hotGames}</div>
        <div className={styles.side}>
          <WinnersBoard currency={currency} />
        </div>
      </div>
      {providers}
      <NoticePopup notices={popupNotices} />
    </div>
  );
}
