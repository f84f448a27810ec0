import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { PlatformMessage } from '@tala/contract/messages';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { FormError } from '../../../shared/ui/form/form.tsx';
import { ChevronLeftIcon } from '../../../shared/ui/icons/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { useDeleteMessage, useMarkAllRead, useMarkRead, useMessages, useMessagesLiveUpdate } from '../api/messages.ts';
import { RecordListState } from './record-parts.tsx';
import styles from './messages-page.module.css';
import listStyles from './record-list.module.css';

const filters = ['all', 'unread'] as const;
type Filter = (typeof filters)[number];

/** A message's title and text: the platform's templates in the page's language, the operator's as written. */
function useMessageText() {
  const { t } = useTranslation('messages');
  const { money } = useFormat();
  return (m: PlatformMessage) => {
    if (!m.template) return { title: m.title, body: m.body };
    const params = { ...m.params, amount: typeof m.params.amountMinor === 'number' ? money(m.params.amountMinor) : '' };
    return { title: t(`templates.${m.template}.title`, params), body: t(`templates.${m.template}.body`, params) };
  };
}

/** Platform information messages: the inbox, one message at a time, mark all read, delete. */
export default function MessagesPage(_: CentrePageProps) {
  const { t } = useTranslation(['messages', 'errors']);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useMessages(filter, page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  useMessagesLiveUpdate();
  const list = inbox.data?.list ?? [];
  const unread = inbox.data?.unreadCount ?? 0;
  const open = list.find((m) => m.id === openId) ?? null;

  if (open) return <MessageDetail message={open} onBack={() => setOpenId(null)} />;

  const show = (m: PlatformMessage) => {
    setOpenId(m.id);
    if (!m.read) markRead.mutate(m.id);
  };

  return (
    <div className={listStyles.root}>
      <div className={listStyles.filters}>
        <Segments
          name="message-filter"
          legend={t('filter')}
          options={filters}
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
          label={(f) => t(`filters.${f}`)}
        />
        <Button variant="secondary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('markAllRead')}
        </Button>
      </div>
      <FormError error={markAll.error ?? markRead.error} />
      <RecordListState query={inbox} empty={list.length === 0} emptyText={t(filter === 'unread' ? 'noneUnread' : 'none')}>
        <>
          <p className={listStyles.summary} aria-live="polite">
            {t('unreadCount', { count: unread })}
          </p>
          <ul className={styles.list} aria-label={t('inbox')} aria-busy={inbox.isFetching}>
            {list.map((m) => (
              <MessageRow key={m.id} message={m} onOpen={() => show(m)} />
            ))}
          </ul>
          <Pagination page={page} totalPages={inbox.data?.totalPages ?? 0} onChange={setPage} />
        </>
      </RecordListState>
    </div>
  );
}

function MessageRow({ message, onOpen }: { message: PlatformMessage; onOpen: () => void }) {
  const { t } = useTranslation('messages');
  const text = useMessageText()(message);
  return (
    <li>
      <button type="button" className={styles.row} data-unread={!message.read} onClick={onOpen}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>
            {!message.read && <span className="visually-hidden">{t('unread')} </span>}
            {text.title}
          </span>
          <span className={styles.rowMeta}>
            {t(`kinds.${message.kind}`)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </span>
        </span>
      </button>
    </li>
  );
}

function MessageDetail({ message, onBack }: { message: PlatformMessage; onBack: () => void }) {
  const { t } = useTranslation(['messages', 'errors']);
  const text = useMessageText()(message);
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className={styles.detail} aria-labelledby="message-title">
      <Button variant="ghost" onClick={onBack} className={styles.back}>
        <ChevronLeftIcon width={18} height={18} aria-hidden="true" />
        {t('back')}
      </Button>
      <h3 id="message-title" className={styles.detailTitle}>
        {text.title}
      </h3>
      <p className={styles.rowMeta}>
        {t(`kinds.${message.kind}`)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
      <div className={styles.body}>
        {text.body.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <FormError error={remove.error} />
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </div>
      <AlertDialog
        open={confirming}
        title={t('deleteTitle')}
        tone="danger"
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(message.id, {
            onSuccess: onBack,
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('deleteQuestion')}
      </AlertDialog>
    </article>
  );
}
