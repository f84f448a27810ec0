import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible name; when absent the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const spinner = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return spinner;
  return (
    <span role="status" className={styles.wrap}>
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
