import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { sessionStore } from '../../../shared/lib/storage.ts';
import styles from './feedback.module.css';

/**
 * One of the member's own uploaded images. They are served only with his token, which an <img>
 * cannot send, so each is fetched and shown from an object URL (released when it leaves the screen).
 * One that cannot be loaded shows a placeholder with the same label.
 */
function OwnImage({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = sessionStore.get('token');
    fetch(url, { headers: token ? { token } : {}, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.src) return <img src={state.src} alt={label} className={styles.thumb} width={64} height={64} />;
  return <span role="img" aria-label={label} aria-busy={!state.failed} className={`${styles.thumb} ${styles.thumbEmpty}`} />;
}

/** The images of one feedback as small thumbnails. */
export function FeedbackImages({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('feedback');
  return (
    <ul className={styles.thumbs} aria-label={t('imageCount', { count: images.length })}>
      {images.map((url, i) => (
        <li key={url}>
          <OwnImage url={url} label={t('imageN', { n: i + 1, total: images.length })} />
        </li>
      ))}
    </ul>
  );
}
