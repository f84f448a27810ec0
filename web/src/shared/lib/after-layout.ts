/**
 * Runs `run` once, in a ResizeObserver's first call on `element`: that call comes right after the
 * browser's next layout, when reading sizes costs nothing. Without ResizeObserver, at once. Returns
 * a cancel (nothing runs after it).
 *
 * For a part of the server's screen that measures as it starts: measured in a layout effect, the
 * browser lays the whole page out inside React's commit (docs/ARCHITECTURE.md).
 */
export function afterNextLayout(element: Element, run: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    run();
    return () => {};
  }
  let cancelled = false;
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    if (!cancelled) run();
  });
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}
