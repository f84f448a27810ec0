import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { CloseIcon } from '../../../shared/ui/icons/icons.tsx';
import { useFocusTrap, useScrollLock } from '../../../shared/ui/modal/focus.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { SUPPORT_ROOM } from '@tala/contract/chat';
import { useChatRooms, useSupport } from '../api/chat.ts';
import { ChatRoomView } from './chat-room.tsx';
import styles from './chat.module.css';

/**
 * The chat room (side menu, customer services): a side panel on desktop and a full-screen sheet on
 * phones, with a tab per room the member may enter (the VIP room from rank 5) and its unread count.
 * It closes when the session ends. The entry lets only real members in (visitors get the login
 * popup, trial accounts the warning), and the server refuses the rest.
 * Opened on the room `support`, it is the member's own conversation with customer service (the VIP
 * service from rank 5), without the room tabs.
 */
export function ChatDialog({ request, onClose }: DialogProps<'chat'>) {
  const { t } = useTranslation(['chat', 'errors']);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const loggedIn = useIsLoggedIn();
  const supportMode = request.room === SUPPORT_ROOM;
  const rooms = useChatRooms();
  const support = useSupport(supportMode);
  const [room, setRoom] = useState('lobby');
  useFocusTrap(panel, true, onClose);
  useScrollLock(true);

  // the composer, not the close button or a tab, is where one starts in a chat; once only, so that
  // moving between room tabs with the arrow keys keeps focus on the tabs
  const composerFocusedRef = useRef(false);

  useEffect(() => {
    if (!loggedIn) onClose();
  }, [loggedIn, onClose]);

  const list = rooms.data ?? [];
  const current = list.some((r) => r.code === room) ? room : (list[0]?.code ?? room);
  const roomView = <ChatRoomView key={current} room={current} composer={composer} composerFocusedRef={composerFocusedRef} />;
  const title = supportMode ? t(support.data?.vip ? 'support.vipTitle' : 'support.title') : t('title');

  return createPortal(
    <div className={styles.overlay}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        {supportMode ? (
          <>
            <p className={styles.intro}>{t('support.intro')}</p>
            <ChatRoomView room={SUPPORT_ROOM} composer={composer} composerFocusedRef={composerFocusedRef} />
          </>
        ) : rooms.isError ? (
          <p role="alert" className={styles.notice}>
            {t(isApiError(rooms.error) ? rooms.error.translationKey : 'loadFailed')}
          </p>
        ) : rooms.isPending ? (
          <Spinner label={t('loading')} />
        ) : (
          <>
            {list.length > 1 ? (
              <div className={styles.tabs}>
                <Tabs
                  label={t('rooms.label')}
                  value={current}
                  onChange={setRoom}
                  tabs={list.map((r) => ({
                    id: r.code,
                    label: (
                      <>
                        {/* a language's lobby is "Lobby": the member only ever sees his own language's */}
                        {r.language ? t('rooms.lobby') : t(`rooms.${r.code}`, { defaultValue: r.code })}
                        {r.unread > 0 && r.code !== current && (
                          <>
                            <span className={styles.badge} aria-hidden="true">
                              {r.unread > 99 ? '99+' : r.unread}
                            </span>
                            <span className={styles.visuallyHidden}>, {t('unread', { count: r.unread })}</span>
                          </>
                        )}
                      </>
                    ),
                  }))}
                >
                  {roomView}
                </Tabs>
              </div>
            ) : (
              roomView
            )}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
