import { useTranslation } from '../../../shared/i18n/react.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useMyFeedback } from '../api/feedback.ts';
import { FeedbackImages } from './feedback-images.tsx';
import styles from './feedback.module.css';

/** The member's own feedback, newest first, each with the operator's reply once there is one. */
export function FeedbackList() {
  const { t } = useTranslation(['feedback', 'errors']);
  const mine = useMyFeedback(true);
  if (mine.isPending) return <Spinner label={t('loading')} />;
  if (mine.isError)
    return (
      <p role="alert" className={styles.muted}>
        {t('loadFailed')}
      </p>
    );
  if (!mine.data.length) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('mine')}>
      {mine.data.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.itemHead}>
            <span className={styles.type}>{t(`types.${item.type}`)}</span>
            <time dateTime={item.createdAt} className={styles.muted}>
              {formatDateTime(item.createdAt)}
            </time>
          </div>
          <p className={styles.text}>{item.content}</p>
          {item.imageCount > 0 && <p className={styles.muted}>{t('imageCount', { count: item.imageCount })}</p>}
          {item.images.length > 0 && <FeedbackImages images={item.images} />}
          {item.reply === null ? (
            <p className={styles.waiting}>{t('waiting')}</p>
          ) : (
            <div className={styles.reply}>
              <p className={styles.replyHead}>
                {t('reply')}{' '}
                {item.repliedAt && (
                  <time dateTime={item.repliedAt} className={styles.muted}>
                    {formatDateTime(item.repliedAt)}
                  </time>
                )}
              </p>
              <p className={styles.text}>{item.reply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
