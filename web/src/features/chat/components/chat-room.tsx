import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { chatLimits, type ChatMessage } from '@tala/contract/chat';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useMarkRead, useRoomActions, useRoomMessages, useSendChat } from '../api/chat.ts';
import { lastIdOf } from '../model/merge.ts';
import styles from './chat.module.css';

/** Within this many pixels of the bottom, a new message scrolls the list down; further up, the reader is reading back. */
const STICK_PX = 80;

function MessageItem({ message, brand, time }: { message: ChatMessage; brand: string; time: string }) {
  const { t } = useTranslation('chat');
  const operator = message.kind === 'operator';
  const side = message.mine ? styles.mine : operator ? styles.operator : styles.theirs;
  return (
    <li className={`${styles.message} ${side}`}>
      <div className={styles.meta}>
        <span className={styles.author}>{message.mine ? t('you') : operator ? brand : message.author}</span>
        {operator && <span className={styles.official}>{t('official')}</span>}
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)} className={styles.time}>
          {time}
        </time>
      </div>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}

/** One room: its messages (newest at the bottom, earlier ones on demand) and the composer. */
export function ChatRoomView({
  room,
  composer,
  composerFocusedRef,
}: {
  room: string;
  composer: RefObject<HTMLTextAreaElement | null>;
  /** Set once the composer took the first focus of the panel. */
  composerFocusedRef: RefObject<boolean>;
}) {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  const brand = useBrand().brandName;
  const messages = useRoomMessages(room);
  const actions = useRoomActions(room);
  const send = useSendChat();
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [olderPending, setOlderPending] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const counterId = useId();
  const inputId = useId();
  const list = messages.data?.list ?? [];
  const lastId = lastIdOf(list);
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  // a message in this room: fetch what follows the newest held; another room: its unread count moved
  usePushEvent('chat.message', (data) => {
    if (data.room === room) void actions.fetchNewer().catch(() => undefined);
    else void actions.refreshRooms();
  });
  // an operator removed a message: it goes from every open panel at once
  usePushEvent('chat.deleted', (data) => {
    if (data.room === room) actions.remove(data.id);
  });
  // after a reconnect, catch up on what was said meanwhile
  usePushEvent('hello', () => void actions.fetchNewer().catch(() => undefined));

  useEffect(() => {
    if (composerFocusedRef.current) return;
    composerFocusedRef.current = true;
    composer.current?.focus();
  }, [composer, composerFocusedRef]);

  // what is on screen is read
  useEffect(() => {
    if (lastId > 0) void markRead(room, lastId).catch(() => undefined);
    // markRead is a new function each render; the id is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, lastId]);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  function onScroll() {
    const el = listRef.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  }

  async function loadOlder() {
    const el = listRef.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    setOlderPending(true);
    try {
      await actions.fetchOlder();
    } catch {
      setError(t('loadFailed'));
    } finally {
      setOlderPending(false);
      // keep the reader's place while earlier messages are added above
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    }
  }

  const trimmed = text.trim();
  const tooLong = text.length > chatLimits.text;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || send.isPending) return;
    setError(null);
    try {
      const { message } = await send.mutateAsync({ room, text: trimmed });
      stick.current = true;
      actions.add(message);
      setText('');
    } catch (err) {
      setError(t(isApiError(err) ? err.translationKey : 'errors:UNKNOWN'));
    }
    composer.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; not while an input method is composing a word
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <div className={styles.room}>
      <div className={styles.scroller} ref={listRef} onScroll={onScroll}>
        {messages.isPending ? (
          <Spinner label={t('loading')} />
        ) : messages.isError ? (
          <p role="alert" className={styles.notice}>
            {t(isApiError(messages.error) ? messages.error.translationKey : 'loadFailed')}
          </p>
        ) : (
          <>
            {messages.data.hasMore && (
              <button type="button" className={styles.older} onClick={() => void loadOlder()} disabled={olderPending}>
                {t('older')}
              </button>
            )}
            {list.length === 0 && <p className={styles.notice}>{t('empty')}</p>}
            {/* the log announces each added message; the list inside keeps the items' list semantics */}
            <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('messages')}>
              <ol className={styles.list}>
                {list.map((m) => (
                  <MessageItem key={m.id} message={m} brand={brand} time={timeFormat.format(new Date(m.createdAt))} />
                ))}
              </ol>
            </div>
          </>
        )}
      </div>
      <form className={styles.composer} onSubmit={(e) => void submit(e)}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('message')}
        </label>
        <div className={styles.inputRow}>
          <textarea
            id={inputId}
            ref={composer}
            className={styles.input}
            value={text}
            rows={2}
            placeholder={t('placeholder')}
            aria-describedby={counterId}
            aria-invalid={tooLong || undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.send} disabled={!trimmed || tooLong || send.isPending}>
            {t('send')}
          </button>
        </div>
        <p id={counterId} className={tooLong ? `${styles.counter} ${styles.over}` : styles.counter}>
          {t('count', { count: text.length, max: chatLimits.text })}
          {/* a paste over the limit is kept whole (nothing the player wrote is cut); he is told what to trim */}
          {tooLong && <> · {t('tooLong', { count: text.length - chatLimits.text })}</>}
        </p>
      </form>
    </div>
  );
}
