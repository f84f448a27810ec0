import styles from './placeholder.module.css';

export type PlaceholderKind = 'strip' | 'shortcuts' | 'cardRow' | 'board';

/**
 * A quiet block the size of a section that is still loading (its code or its data), so the page does
 * not jump when the section arrives (Lighthouse CLS). Hidden from assistive technology.
 */
export function Placeholder({ kind }: { kind: PlaceholderKind }) {
  return <div className={`${styles.placeholder} ${styles[kind]}`} aria-hidden="true" data-placeholder={kind} />;
}
