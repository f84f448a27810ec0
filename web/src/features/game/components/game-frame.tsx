import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link, useNavigate } from '../../../shared/router/react.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { showToast } from '../../../shared/state/ui-store.ts';
import { ChevronLeftIcon } from '../../../shared/ui/icons/icons.tsx';
import { buttonClass } from '../../../shared/ui/button/button.tsx';
import { checkedGameUrl } from '../model/launch-route.ts';
import { ExpandIcon, ExternalIcon, ReloadIcon } from './game-icons.tsx';
import styles from './game-frame.module.css';

/**
 * The launched game in an iframe (spec §2 /game and /seamless). The URL comes from the session key
 * iframeUrl and is checked again here: only http(s) is ever put into the frame.
 */
export function GameFrame({ variant }: { variant: 'game' | 'seamless' }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [reloads, setReloads] = useState(0);
  const url = checkedGameUrl(sessionStore.get('iframeUrl') ?? '', window.location.href);

  if (!url) {
    return (
      <div className={styles.none}>
        <p className={styles.noneTitle}>{t('frame.none')}</p>
        <p className={styles.noneText}>{t('frame.noneText')}</p>
        <Link to={paths.home()} className={buttonClass('primary')}>
          {t('frame.home')}
        </Link>
      </div>
    );
  }

  const openWindow = () => {
    // spec §8 "Popup blocked, allow popups": window.open returns null when the browser refuses
    // ('noopener' would make window.open return null always, so the opener is cut by hand)
    const opened = window.open(url, '_blank');
    if (!opened) showToast({ tone: 'error', textKey: 'errors:POPUP_BLOCKED' });
    else opened.opener = null;
  };

  return (
    <div className={`${styles.page} ${styles[variant]}`}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home()))}
        >
          <ChevronLeftIcon width={18} height={18} />
          <span>{t('frame.back')}</span>
        </button>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => setReloads((n) => n + 1)}
            aria-label={t('frame.reload')}
            title={t('frame.reload')}
          >
            <ReloadIcon width={18} height={18} />
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => void box.current?.requestFullscreen?.()}
            aria-label={t('frame.fullscreen')}
            title={t('frame.fullscreen')}
          >
            <ExpandIcon width={18} height={18} />
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={openWindow}
            aria-label={t('frame.newWindow')}
            title={t('frame.newWindow')}
          >
            <ExternalIcon width={18} height={18} />
          </button>
        </div>
      </div>
      <div ref={box} className={styles.stage}>
        <iframe
          key={reloads}
          src={url}
          title={t('frame.title')}
          className={styles.frame}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
        />
      </div>
    </div>
  );
}
