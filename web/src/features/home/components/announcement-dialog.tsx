import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../shared/lib/use-media-query.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { ChevronLeftIcon } from '../../../shared/ui/icons/icons.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useAnnouncements } from '../api/announcements.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import styles from './announcement-dialog.module.css';

/**
 * The announcement dialog (spec §2 "Announcement modal"): titles 9 per page with pagination and a
 * detail pane with the title and the sanitised HTML content; dates yyyy-MM-dd hh:mm:ss.
 */
export function AnnouncementDialog({ request, onClose }: DialogProps<'announcement'>) {
  const { t } = useTranslation('home');
  const phone = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | undefined>(request.id);
  const [showDetail, setShowDetail] = useState(request.id !== undefined);
  const list = useAnnouncements(page);
  const notices = useMemo(() => list.data?.list ?? [], [list.data]);
  const selected = notices.find((n) => n.id === selectedId) ?? (phone ? undefined : notices[0]);

  // a new page selects its first notice on wide screens
  useEffect(() => {
    if (!phone && notices.length && !notices.some((n) => n.id === selectedId)) setSelectedId(notices[0]!.id);
  }, [notices, selectedId, phone]);

  const detailOnly = phone && showDetail && selected;

  return (
    <Modal open title={t('announcements.title')} onClose={onClose} width={880}>
      {list.isPending ? (
        <div className={styles.pending}>
          <Spinner size="lg" label={t('announcements.loading')} />
        </div>
      ) : notices.length === 0 ? (
        <p className={styles.empty}>{t('announcements.empty')}</p>
      ) : (
        <div className={styles.layout}>
          {!detailOnly && (
            <div className={styles.index}>
              <ul className={styles.titles} aria-label={t('announcements.list')}>
                {notices.map((notice) => (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className={styles.titleButton}
                      aria-current={notice.id === selected?.id ? 'true' : undefined}
                      onClick={() => {
                        setSelectedId(notice.id);
                        setShowDetail(true);
                      }}
                    >
                      <span className={styles.titleText}>{notice.title}</span>
                      <time className={styles.date} dateTime={notice.createTime}>
                        {formatDateTime(notice.createTime)}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination page={page} totalPages={list.data?.totalPages ?? 1} onChange={setPage} />
            </div>
          )}
          {selected && (!phone || detailOnly) && (
            <article className={styles.detail} aria-labelledby={`notice-${selected.id}`}>
              {phone && (
                <button type="button" className={styles.back} onClick={() => setShowDetail(false)}>
                  <ChevronLeftIcon width={16} height={16} /> {t('announcements.back')}
                </button>
              )}
              <h3 id={`notice-${selected.id}`} className={styles.detailTitle}>
                {selected.title}
              </h3>
              <time className={styles.date} dateTime={selected.createTime}>
                {formatDateTime(selected.createTime)}
              </time>
              <SafeHtml html={selected.content} className={styles.content} />
            </article>
          )}
        </div>
      )}
    </Modal>
  );
}
