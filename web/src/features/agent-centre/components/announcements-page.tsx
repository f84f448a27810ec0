import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { useAgentAnnouncements } from '../api/records.ts';
import { ListState } from './parts.tsx';
import styles from './agent-centre.module.css';

/** Announcements the operator posted for agents, newest first (players never see them). */
export default function AnnouncementsPage(_: CentrePageProps) {
  const { t, i18n } = useTranslation(['agentCentre', 'errors']);
  const { timeZone } = useBrand();
  const notices = useAgentAnnouncements(i18n.language);
  const list = notices.data?.list ?? [];
  return (
    <div className={styles.root}>
      <ListState query={notices} empty={list.length === 0} emptyText={t('announcements.none')}>
        <ul className={styles.noticeList} aria-label={t('announcements.label')}>
          {list.map((notice) => (
            <li key={notice.id}>
              <article className={styles.panel} aria-labelledby={`agent-notice-${notice.id}`}>
                <h3 id={`agent-notice-${notice.id}`} className={styles.heading}>
                  {notice.title}
                </h3>
                <p className={styles.note}>
                  <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt, timeZone)}</time>
                </p>
                <p className={styles.noticeText}>{notice.content}</p>
              </article>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
