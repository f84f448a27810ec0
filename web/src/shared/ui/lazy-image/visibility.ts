/**
 * One IntersectionObserver for every lazy image: an image starts loading when it comes within
 * 1.3 screen heights of the viewport (spec §9). The margin follows the window height at the time
 * the observer is made; a resize makes a new one for later images.
 */
export const PRELOAD_SCREENS = 1.3;

type Callback = () => void;
const callbacks = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;
let observerHeight = 0;

/**
 * The screen's height, read once until the window is resized. Not the window's: reading that makes
 * the browser lay the page out on the spot, and the first images mount inside the commit of the
 * hydrated page. A margin of screen heights only needs to be about right.
 */
let knownHeight = 0;
function windowHeight(): number {
  if (!knownHeight) {
    knownHeight = window.screen?.height || 800;
    window.addEventListener('resize', () => (knownHeight = 0), { once: true });
  }
  return knownHeight;
}

function currentObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const height = windowHeight();
  if (observer && Math.abs(observerHeight - height) < 50) return observer;
  const previous = observer;
  observerHeight = height;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        unobserveVisibility(entry.target);
        callback?.();
      }
    },
    { rootMargin: `${Math.round(height * PRELOAD_SCREENS)}px 0px` },
  );
  // elements already waiting move to the new observer
  if (previous) {
    for (const element of callbacks.keys()) {
      previous.unobserve(element);
      observer.observe(element);
    }
  }
  return observer;
}

/** Calls `onNear` once, when the element comes near the viewport; without IntersectionObserver, at once. */
export function observeVisibility(element: Element, onNear: Callback): void {
  const io = currentObserver();
  if (!io) {
    onNear();
    return;
  }
  callbacks.set(element, onNear);
  io.observe(element);
}

export function unobserveVisibility(element: Element): void {
  callbacks.delete(element);
  observer?.unobserve(element);
}
