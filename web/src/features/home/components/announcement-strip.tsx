import type { Notice } from '@tala/contract/system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { MegaphoneIcon } from '../../../shared/ui/icons/icons.tsx';
import styles from './announcement-strip.module.css';

/** A slim bar with the latest announcement; it opens the announcement dialog. */
export function AnnouncementStrip({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation('home');
  const latest = notices[0];
  if (!latest) return null;
  return (
    <button type="button" className={styles.strip} onClick={() => openDialog({ name: 'announcement', id: latest.id })}>
      <span className={styles.icon}>
        <MegaphoneIcon width={18} height={18} />
      </span>
      <span className="visually-hidden">{t('strip.label')}: </span>
      <span className={styles.text}>{latest.title}</span>
      <span className={styles.more}>{t('strip.more')}</span>
    </button>
  );
}
