import { useId } from 'react';
import styles from './logo.module.css';

/** The Tala mark: a gold five-pointed star (Tala means star) on an indigo tile. Decorative. */
export function StarMark({ size = 36 }: { size?: number }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4c46d8" />
          <stop offset="1" stopColor="#10163d" />
        </linearGradient>
        <linearGradient id={`${id}st`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a818" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id}bg)`} />
      <path fill={`url(#${id}st)`} d="M32 8.5l6.9 14 15.4 2.2-11.1 10.9 2.6 15.3L32 43.7l-13.8 7.2 2.6-15.3L9.7 24.7l15.4-2.2z" />
    </svg>
  );
}

/** Mark plus wordmark. The brand name comes from the site configuration. */
export function Logo({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <span className={styles.logo}>
      <StarMark size={size} />
      <span className={styles.word}>{name}</span>
    </span>
  );
}
