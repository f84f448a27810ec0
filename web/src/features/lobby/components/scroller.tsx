import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons/icons.tsx';
import styles from './scroller.module.css';

export interface ScrollerProps {
  /** Names the list. */
  label: string;
  /** Width of one item, CSS length. */
  itemWidth: string;
  children: ReactNode[];
}

/** A horizontal row that swipes on touch and has page buttons with a mouse. */
export function Scroller({ label, itemWidth, children }: ScrollerProps) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 2,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 2,
      });
    element.addEventListener('scroll', update, { passive: true });
    // the observer reports the row's size once it is laid out, as part of the browser's own frame;
    // measuring here instead would make the browser lay the page out on the spot, once per row
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [children.length]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <div className={styles.scroller}>
      <ul
        ref={track}
        className={styles.track}
        aria-label={label}
        tabIndex={0}
        style={{ '--item-width': itemWidth } as React.CSSProperties}
      >
        {children.map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
      {!edges.start && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          onClick={() => page(-1)}
          aria-label={t('lane.previous')}
          tabIndex={-1}
        >
          <ChevronLeftIcon />
        </button>
      )}
      {!edges.end && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          onClick={() => page(1)}
          aria-label={t('lane.next')}
          tabIndex={-1}
        >
          <ChevronRightIcon />
        </button>
      )}
    </div>
  );
}
