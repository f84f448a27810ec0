/**
 * One IntersectionObserver for every countdown: a countdown out of sight does not redraw each
 * second. A lobby shows dozens of them, and redrawing them all every second cost a phone's main
 * thread tens of milliseconds a second, for figures nobody was looking at. Without the observer
 * (an old browser, the test environment) every countdown counts as in sight.
 */
type Listener = (inView: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function theObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    // a little ahead of the screen's edges: a countdown scrolled into sight is already current
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/** Tells `listener` whenever `element` comes into sight or leaves it; returns the way to stop. */
export function watchInView(element: Element, listener: Listener): () => void {
  const watcher = theObserver();
  if (!watcher) return () => {};
  listeners.set(element, listener);
  watcher.observe(element);
  return () => {
    listeners.delete(element);
    watcher.unobserve(element);
  };
}
