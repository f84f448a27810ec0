import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { isHydrating, onServerScreen } from '../../../shared/lib/use-hydrated.ts';

/**
 * The element's content width, following resizes (side menu collapse, rotation). A page the browser
 * draws itself has it before its first paint. A page hydrating the server's HTML (which has no width
 * and drew no rows) gets it as a transition: the rows are drawn in tasks of their own after the
 * hydrated page is committed, not inside that commit's task, which they made one of the longest of
 * the page's start. On the server's screen the width is read after the browser's own layout, not
 * in this effect, where reading it would lay the page out inside the commit. Resizes are
 * transitions too: a grid laid out anew is not urgent.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    const observing = typeof ResizeObserver !== 'undefined';
    // on the server's screen the observer's first call measures, after the browser's own layout:
    // read here, the width would lay the whole page out inside the commit's task
    if (!observing || !onServerScreen()) {
      if (isHydrating()) startTransition(measure);
      else measure();
    }
    if (!observing) return;
    const observer = new ResizeObserver(() => startTransition(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
