import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { Game } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { gridLayout, type GridLayout } from './grid-layout.ts';
import { useElementWidth } from './use-element-width.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { afterNextLayout } from '../../../shared/lib/after-layout.ts';
import { onServerScreen } from '../../../shared/lib/use-hydrated.ts';
import styles from './game-grid.module.css';

export interface GameGridProps {
  games: readonly Game[];
  /** Names the list. */
  label: string;
  /** Server total, for aria-setsize; unknown while loading. */
  total?: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderCard: (game: Game) => ReactNode;
  /** Virtualise inside this scroll container (a dialog) instead of the window. */
  scrollElement?: HTMLElement | null;
}

/**
 * The game grid, virtualised by rows: only the rows near the viewport are in the DOM, so a lobby of
 * 10,000 games scrolls as lightly as one of 40. Reaching the end loads the next page (infinite
 * scroll, spec §9); a "show more" button does the same for keyboard and assistive technology.
 */
export function GameGrid(props: GameGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const layout = gridLayout(width);
  return (
    <div ref={box} className={styles.grid}>
      {width > 0 &&
        (props.scrollElement ? (
          <ElementRows {...props} layout={layout} scrollElement={props.scrollElement} />
        ) : (
          <WindowRows {...props} layout={layout} box={box} />
        ))}
      <GridEnd {...props} />
    </div>
  );
}

type RowsProps = GameGridProps & { layout: GridLayout };

function WindowRows({ box, ...props }: RowsProps & { box: React.RefObject<HTMLDivElement | null> }) {
  const rowCount = Math.ceil(props.games.length / props.layout.columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  // the grid's distance from the top of the page changes as content above it loads: follow the
  // page's size (React skips the update when the value is the same)
  useLayoutEffect(() => {
    const update = () => {
      const top = Math.round((box.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      setScrollMargin((previous) => (Math.abs(previous - top) > 1 ? top : previous));
    };
    // Measured here, the page is laid out inside this commit and the grid drawn again in the same
    // task. On the server's screen the observer's first call measures instead, after the browser's
    // own layout: until then the rows from the top are drawn, more than the screen shows, never fewer.
    if (!onServerScreen()) update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [box]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => props.layout.rowHeight,
    overscan: 3,
    scrollMargin,
    observeElementRect: windowRect,
    observeElementOffset: windowOffset,
  });
  return <Rows {...props} virtualizer={virtualizer} offset={scrollMargin} />;
}

type Observe<T extends unknown[]> = (
  instance: Virtualizer<Window, Element>,
  cb: (...value: T) => void,
) => (() => void) | undefined;

/**
 * The virtualiser's window observers read the window's size and scroll at once, in a layout effect:
 * on the server's screen that lays the whole page out inside the commit's task, and their answer
 * draws the grid again in that same task. There they start after the browser's next layout instead.
 */
function afterLayout<T extends unknown[]>(observe: Observe<T>): Observe<T> {
  return (instance, cb) => {
    if (!onServerScreen()) return observe(instance, cb);
    let stop: (() => void) | undefined;
    const cancel = afterNextLayout(document.documentElement, () => (stop = observe(instance, cb)));
    return () => {
      cancel();
      stop?.();
    };
  };
}
const windowRect = afterLayout(observeWindowRect);
const windowOffset = afterLayout(observeWindowOffset);

function ElementRows({ scrollElement, ...props }: RowsProps & { scrollElement: HTMLElement }) {
  const rowCount = Math.ceil(props.games.length / props.layout.columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollElement,
    estimateSize: () => props.layout.rowHeight,
    overscan: 3,
  });
  return <Rows {...props} virtualizer={virtualizer} offset={0} />;
}

function Rows({
  games,
  label,
  total,
  layout,
  renderCard,
  virtualizer,
  offset,
}: RowsProps & { virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>; offset: number }) {
  const { columns, gap, rowHeight } = layout;
  // the row height depends on the width: tell the virtualiser when it changes (it was made with the first)
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return (
    <div role="list" aria-label={label} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          games={games}
          first={row.index * columns}
          columns={columns}
          gap={gap}
          height={rowHeight - gap}
          top={row.start - offset}
          total={total}
          renderCard={renderCard}
        />
      ))}
    </div>
  );
}

interface RowProps {
  games: readonly Game[];
  first: number;
  columns: number;
  gap: number;
  height: number;
  top: number;
  total: number | undefined;
  renderCard: (game: Game) => ReactNode;
}

/** One row of cards; memoised, so a scroll re-renders only the rows that come into view. */
const Row = memo(function Row({ games, first, columns, gap, height, top, total, renderCard }: RowProps) {
  return (
    <div
      role="none"
      className={styles.row}
      style={{
        transform: `translateY(${top}px)`,
        height,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        columnGap: gap,
      }}
    >
      {games.slice(first, first + columns).map((game, i) => (
        <div key={game.nodeId} role="listitem" aria-posinset={first + i + 1} aria-setsize={total ?? -1}>
          {renderCard(game)}
        </div>
      ))}
    </div>
  );
});

function GridEnd({ games, hasMore, loadingMore, onLoadMore, scrollElement }: GameGridProps) {
  const { t } = useTranslation('lobby');
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll({
    end,
    scrollElement,
    enabled: hasMore && !loadingMore,
    itemCount: games.length,
    onReachEnd: onLoadMore,
  });
  return (
    <div ref={end} className={styles.end}>
      {loadingMore ? (
        <Spinner label={t('grid.loadingMore')} />
      ) : hasMore ? (
        <button type="button" className={styles.more} onClick={onLoadMore}>
          {t('grid.showMore')}
        </button>
      ) : null}
    </div>
  );
}
