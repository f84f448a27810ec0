import { useEffect, useRef, useState } from 'react';
import { watchInView } from './in-view.ts';
import type { ServerClock } from './server-clock.ts';
import { serverClock } from './server-clock.ts';
import { formatDuration, splitDuration } from './duration.ts';
import { useServerNow } from './use-server-now.ts';
import styles from './countdown.module.css';

export interface CountdownProps {
  /** The moment counted down to, on the server's clock (epoch ms); null when there is none. */
  target: number | null;
  /** What is counted down to ("Closes in"); names the timer. */
  label: string;
  /** Shown instead of the time once the target has passed ("Closed", "Drawing…"). */
  doneLabel: string;
  /** 'digits': boxed digits (game card); 'hero': large boxed digits on a coloured panel; 'inline': a compact line. */
  look?: 'digits' | 'hero' | 'inline';
  /** Under this many ms the countdown turns urgent. */
  urgentBelowMs?: number;
  /** Drawn on a coloured (accent) panel: text takes the panel's colour. */
  onAccent?: boolean;
  /** Whole days before the clock part, e.g. n => t('days', { count: n }); default "3d". */
  formatDays?: (days: number) => string;
  clock?: ServerClock;
}

/** A live countdown on the server's clock (never counted in ticks). role=timer, named by `label` and the time left, then by `doneLabel`. */
export function Countdown({
  target,
  label,
  doneLabel,
  look = 'inline',
  urgentBelowMs = 10_000,
  onAccent = look === 'hero',
  formatDays = (days) => `${days}d`,
  clock = serverClock,
}: CountdownProps) {
  const box = useRef<HTMLDivElement>(null);
  // in sight until the observer says otherwise: the first render and hydration draw every countdown
  const [inView, setInView] = useState(true);
  useEffect(() => (box.current ? watchInView(box.current, setInView) : undefined), []);
  const now = useServerNow(1000, clock, inView);
  const left = target === null ? 0 : target - now;
  const done = target === null || left <= 0;
  const text = done ? doneLabel : formatDuration(left, formatDays);
  const urgent = !done && left <= urgentBelowMs;
  const className = [
    styles.countdown,
    styles[look],
    onAccent ? styles.onAccent : '',
    urgent ? styles.urgent : '',
    done ? styles.done : '',
  ].join(' ');

  return (
    <div
      ref={box}
      role="timer"
      aria-label={done ? doneLabel : `${label} ${text}`}
      className={className}
      data-remaining={done ? 0 : Math.ceil(left / 1000)}
    >
      {!done && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
      {done || look === 'inline' ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : (
        <Digits ms={left} formatDays={formatDays} />
      )}
    </div>
  );
}

function Digits({ ms, formatDays }: { ms: number; formatDays: (days: number) => string }) {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const groups = [...(days > 0 || hours > 0 ? [hours] : []), minutes, seconds];
  return (
    <span className={styles.digits} aria-hidden="true">
      {days > 0 && <span className={styles.days}>{formatDays(days)}</span>}
      {groups.map((value, index) => (
        <span key={index} className={styles.group}>
          {index > 0 && <span className={styles.colon}>:</span>}
          {/* past a day each pair is one box ("1 d 01:51:20"): single-digit boxes next to a day count
              read as loose digits */}
          {(days > 0 ? [String(value).padStart(2, '0')] : String(value).padStart(2, '0').split('')).map((digit, i) => (
            <span key={i} className={styles.digit}>
              {digit}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}
