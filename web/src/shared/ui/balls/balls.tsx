import { openNumberBalls } from './open-number.ts';
import styles from './balls.module.css';

export type BallTone = 'gold' | 'accent' | 'muted' | 'success' | 'danger';

export interface BallsProps {
  /** The open number as the server sends it ("048213"). */
  value: string | null | undefined;
  /** Names the list, e.g. "Winning number 048213". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Balls from this index on are highlighted (the digits a bet is decided on). */
  highlightFrom?: number;
  /** Shown in place of balls when there is no number yet. */
  placeholder?: string;
  /** Balls roll in one after the other (a freshly drawn result). */
  animate?: boolean;
}

/** A lottery result drawn as balls. */
export function Balls({ value, label, size = 'md', highlightFrom, placeholder = '–', animate = false }: BallsProps) {
  const balls = openNumberBalls(value);
  if (balls.length === 0) {
    return (
      <span className={`${styles.empty} ${styles[size]}`} aria-label={label}>
        {placeholder}
      </span>
    );
  }
  return (
    <ol className={`${styles.balls} ${styles[size]} ${animate ? styles.animate : ''}`} aria-label={label}>
      {balls.map((ball, index) => {
        const dim = highlightFrom !== undefined && index < highlightFrom;
        return (
          <li key={index} className={`${styles.ball} ${dim ? styles.dim : ''}`} style={{ animationDelay: `${index * 140}ms` }}>
            {ball}
          </li>
        );
      })}
    </ol>
  );
}

/** One ball: used by number pickers and legends. */
export function Ball({ children, tone = 'gold', size = 'md' }: { children: string; tone?: BallTone; size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`${styles.ball} ${styles[tone]} ${styles[size]}`}>{children}</span>;
}
