import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from '../../i18n/react.tsx';
import { afterNextLayout } from '../../lib/after-layout.ts';
import { onServerScreen } from '../../lib/use-hydrated.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { useAutoplay } from './use-autoplay.ts';
import styles from './carousel.module.css';

export type CarouselMode = 'single' | 'centred';

type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

/**
 * Marks the row as started (data-started), so the style that stood it where the carousel would put
 * it gives way. A plugin starts at the end of the carousel's own start, in the same task as the
 * carousel's first placing of the row: no frame shows the row placed twice, or not at all.
 */
const markStarted: CarouselPlugin = {
  name: 'tala-started',
  options: {},
  init: (api) => api.containerNode().setAttribute('data-started', ''),
  destroy: () => undefined,
};
const plugins = [markStarted];

export interface CarouselProps {
  /** Names the carousel region for assistive technology. */
  label: string;
  /** 'centred': auto-sized slides centred with their neighbours peeking; 'single': one full-width slide. */
  mode?: CarouselMode;
  /** Space between slides in px (spec §2: 20 on home). */
  gap?: number;
  /** Autoplay delay (spec §9: 5000 ms); only with more than one slide. */
  autoplayMs?: number;
  pagination?: boolean;
  /** Previous and next buttons (shown on hover/focus with a fine pointer). */
  arrows?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The carousel primitive (Embla). With more than one slide it loops and autoplays; with one it is a
 * still picture without controls. Slides are WAI-ARIA "slide" groups; dots are labelled buttons.
 */
export function Carousel({
  label,
  mode = 'single',
  gap = 0,
  autoplayMs = 5000,
  pagination = true,
  arrows = true,
  className,
  children,
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const moving = count > 1;
  const [viewport, embla] = useEmblaCarousel(
    {
      loop: moving,
      align: mode === 'centred' ? 'center' : 'start',
      containScroll: false,
      active: moving,
      skipSnaps: false,
    },
    plugins,
  );
  // The carousel measures every slide when it starts, which it does once it has its viewport. On the
  // server's screen it gets it inside a ResizeObserver's first call, synchronously: that call comes
  // right after the browser's own layout, when measuring costs nothing. Started later, in a task of
  // its own, it made the browser lay the page out on the spot, after other parts had changed it.
  const viewportNode = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = viewportNode.current;
    if (!node) return;
    if (!onServerScreen()) {
      viewport(node);
      return;
    }
    return afterNextLayout(node, () => flushSync(() => viewport(node)));
  }, [viewport]);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  useAutoplay(embla, autoplayMs, moving, paused);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  if (count === 0) return null;

  return (
    <section
      className={[styles.carousel, styles[mode], className ?? ''].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-gap': `${gap}px` } as CSSProperties}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportNode}>
        <div className={styles.container} aria-live={paused ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: index + 1, count })}
              aria-current={moving && index === selected ? 'true' : undefined}
              data-selected={index === selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {moving && arrows && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('banner.previous')}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => embla?.scrollNext()}
            aria-label={t('banner.next')}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      {moving && pagination && (
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('banner.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
