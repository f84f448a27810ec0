import { useEffect, useState } from 'react';
import type { Notice } from '@tala/contract/system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { useLocation } from '../../../shared/router/react.tsx';
import { openDialog, useUiStore } from '../../../shared/state/ui-store.ts';
import { readCentre } from '../../../shared/ui/centre/centre.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import styles from './notice-popup.module.css';

/** The popup notices' version: a changed or added notice is a new version, shown again. */
export const noticeVersion = (notices: readonly Notice[]) => notices.map((n) => `${n.id}@${n.createTime}`).join(',');

/** Resolves once the browser is idle after the first paint (the page's own content comes first). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
    if (typeof request === 'function' && typeof cancel === 'function') {
      const id = request(() => setIdle(true), { timeout: 4000 });
      return () => cancel(id);
    }
    const id = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * The announcement notice popup (spec §2 header modals): shown once per version of the popup notices
 * (the local key noticeSeen), when the page is idle, so a first visit sees the page before the
 * popup; the session key index_notice keeps it closed for the rest of the session. It waits while
 * another dialog is open (register success, login) or a centre is (a link straight to the deposit
 * page), so it never covers one.
 */
export function NoticePopup({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation('home');
  const version = noticeVersion(notices);
  const [open, setOpen] = useState(() => sessionStore.get('index_notice') === null);
  const [index, setIndex] = useState(0);
  const otherDialogOpen = useUiStore((s) => s.dialogs.length > 0);
  const centreOpen = readCentre(useLocation().search) !== null;
  const idle = useIdle();
  const seen = localStore.get('noticeSeen') === version;
  if (!open || seen || !idle || notices.length === 0 || otherDialogOpen || centreOpen) return null;
  const notice = notices[Math.min(index, notices.length - 1)]!;

  const close = () => {
    sessionStore.set('index_notice', '1');
    localStore.set('noticeSeen', version);
    setOpen(false);
  };

  return (
    <Modal
      open
      title={notice.title}
      onClose={close}
      width={520}
      footer={
        <div className={styles.footer}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              close();
              openDialog({ name: 'announcement' });
            }}
          >
            {t('notice.all')}
          </Button>
          <div className={styles.nav}>
            {notices.length > 1 && (
              <span className={styles.counter} aria-live="polite">
                {t('notice.counter', { index: index + 1, count: notices.length })}
              </span>
            )}
            {index < notices.length - 1 ? (
              <Button size="sm" onClick={() => setIndex(index + 1)}>
                {t('notice.next')}
              </Button>
            ) : (
              <Button size="sm" onClick={close}>
                {t('notice.ok')}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <time className={styles.date} dateTime={notice.createTime}>
        {formatDateTime(notice.createTime)}
      </time>
      <SafeHtml html={notice.content} className={styles.content} />
    </Modal>
  );
}
