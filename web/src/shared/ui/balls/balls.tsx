import { openNumberBalls } from './open-number.ts';
import styles from './balls.module.css';

export interface BallsProps {
  /** The open number as the server sends it ("048213"). */
  value: string | null | undefined;
  /** Names the list, e.g. "Winning number 048213". */
  label: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Shown in place of balls when there is no number yet. */
  placeholder?: string;
  /** Balls roll in one after the other (a freshly drawn result). */
  animate?: boolean;
}

/** A lottery result drawn as balls. */
export function Balls({ value, label, size = 'md', placeholder = '–', animate = false }: BallsProps) {
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
      {balls.map((ball, index) => (
        <li key={index} className={styles.ball} style={{ animationDelay: `${index * 140}ms` }}>
          {ball}
        </li>
      ))}
    </ol>
  );
}
