import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { imageUrl } from '../../lib/cdn.ts';
import { onServerScreen } from '../../lib/use-hydrated.ts';
import { rememberLoaded, wasLoaded } from './load-cache.ts';
import { observeVisibility, unobserveVisibility } from './visibility.ts';
import styles from './lazy-image.module.css';

/** Spec §9: three more tries before the default icon. */
export const MAX_RETRIES = 3;
const retryDelay = (attempt: number) => 400 * 2 ** attempt;

export interface LazyImageProps {
  /** Server path (put on the image CDN) or absolute URL. */
  src: string;
  /** Empty for decorative images (the card around them is labelled). */
  alt: string;
  className?: string;
  /** What shows when the image never loads; the default game icon otherwise. */
  fallback?: ReactNode;
  /** 'cover' crops to fill (game art), 'contain' fits (vendor logos). */
  fit?: 'cover' | 'contain';
  style?: CSSProperties;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it comes near the viewport, retries a broken download three times with
 * growing pauses, and then shows a default icon (spec §8, §9).
 */
export function LazyImage({ src, alt, className, fallback, fit = 'cover', style }: LazyImageProps) {
  const url = imageUrl(src);
  const box = useRef<HTMLSpanElement>(null);
  // the browser's memory of loaded pictures is not the server's: hydration starts from waiting
  const [phase, setPhase] = useState<Phase>(() => (!onServerScreen() && wasLoaded(url) ? 'loaded' : 'waiting'));
  const [attempt, setAttempt] = useState(0);

  // a new src starts over
  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    setShownUrl(url);
    setAttempt(0);
    setPhase(wasLoaded(url) ? 'loaded' : 'waiting');
  }

  useEffect(() => {
    const element = box.current;
    if (phase !== 'waiting' || !element) return;
    observeVisibility(element, () => setPhase('loading'));
    return () => unobserveVisibility(element);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'failed' || attempt >= MAX_RETRIES) return;
    const timer = window.setTimeout(() => {
      setAttempt((n) => n + 1);
      setPhase('loading');
    }, retryDelay(attempt));
    return () => window.clearTimeout(timer);
  }, [phase, attempt]);

  // no picture at all: the default icon at once, nothing to download
  const gaveUp = url === '' || (phase === 'failed' && attempt >= MAX_RETRIES);
  // a retry asks again past any cached failure
  const requestUrl = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;

  return (
    <span ref={box} className={[styles.box, className ?? ''].join(' ')} style={style} data-phase={phase}>
      {gaveUp ? (
        (fallback ?? <DefaultGameIcon label={alt} />)
      ) : phase === 'waiting' ? (
        // without JavaScript (a page the server drew) the picture is the browser's own lazy image; with
        // it, this is inert text, and the picture is drawn as the box comes near the viewport
        <noscript>
          <img
            src={url}
            alt={alt}
            loading="lazy"
            decoding="async"
            draggable={false}
            className={`${styles.image} ${styles[fit]} ${styles.shown}`}
          />
        </noscript>
      ) : (
        <img
          key={attempt}
          src={requestUrl}
          alt={alt}
          decoding="async"
          draggable={false}
          className={`${styles.image} ${styles[fit]}`}
          onLoad={() => {
            rememberLoaded(url);
            setPhase('loaded');
          }}
          onError={() => setPhase('failed')}
        />
      )}
    </span>
  );
}

/** The default game icon (spec §8 "broken game icon falls back to a default icon"). */
export function DefaultGameIcon({ label }: { label: string }) {
  return (
    <span
      className={styles.fallback}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg
        viewBox="0 0 48 48"
        width="40%"
        height="40%"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M14 16h20a8 8 0 018 8v2a6 6 0 01-10.7 3.7L29 27H19l-2.3 2.7A6 6 0 016 26v-2a8 8 0 018-8z" />
        <path d="M15 21v6M12 24h6" />
        <circle cx="31" cy="22" r="1.2" fill="currentColor" />
        <circle cx="35" cy="26" r="1.2" fill="currentColor" />
      </svg>
    </span>
  );
}
