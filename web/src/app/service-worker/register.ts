/**
 * Registers the service worker (/sw.js, emitted by the build: see build/service-worker.ts) and offers
 * a new one through the update prompt once it waits. Loaded after the page, off the first download.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const offer = (worker: ServiceWorker) => {
    void import('./update-prompt.tsx').then((module) => module.showUpdatePrompt(worker));
  };
  container.register('/sw.js').then(
    (registration) => {
      // a worker that finished installing during an earlier visit
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          // without a controller this is the first worker: nothing to replace, nothing to offer
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // a tab kept open for days looks for a new build when it comes back into view, at most hourly
      let checkedAt = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - checkedAt < CHECK_EVERY_MS) return;
        checkedAt = Date.now();
        registration.update().catch(() => {
          /* offline: the next visit checks again */
        });
      });
    },
    () => {
      /* no worker (blocked, private mode): the site works the same without one */
    },
  );
}
