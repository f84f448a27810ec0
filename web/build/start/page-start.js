/* Starts the app on a page the server drew (docs/decisions/0025-public-pages-rendered-on-the-server.md):
   the page's HTML is painted first, then the app's scripts are asked for. Loaded early, they would
   share the phone's bandwidth with what the first screen needs, and, once cached, they would run
   their whole hydration before the browser painted anything. External and classic because the
   Content-Security-Policy forbids inline scripts; the server writes its list in `tala-start`. */
(function () {
  var element = document.getElementById('tala-start');
  var list;
  try {
    list = JSON.parse((element && element.textContent) || 'null');
  } catch (e) {
    list = null;
  }
  if (!list || typeof list.entry !== 'string') return;
  var started = false;
  // The first read of a storage area waits for the browser to hand its contents over; the app reads
  // both as it starts. Opened here, each in a task of its own while the scripts download, that wait
  // is no longer part of the app's first task.
  function open(kind) {
    setTimeout(function () {
      try {
        window[kind].getItem('');
      } catch (e) {
        // storage disabled: the app reads it the same way and copes
      }
    }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    open('sessionStorage');
    open('localStorage');
    var preload = Array.isArray(list.preload) ? list.preload : [];
    for (var i = 0; i < preload.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = list.entry;
    document.head.appendChild(script);
  }
  // The first paint is on the screen when the browser reports it, which on a busy phone is well after
  // the frame was drawn: started on the report, the scripts do not delay it. Without paint reports,
  // the frame requested is drawn before the timer after it runs. A page that never paints content
  // starts after a while all the same.
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (entries) {
      var painted = entries.getEntries();
      for (var i = 0; i < painted.length; i++) {
        if (painted[i].name !== 'first-contentful-paint') continue;
        observer.disconnect();
        setTimeout(start, 0);
        return;
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  }
  // a hidden tab paints nothing (and runs no animation frame): start at once
  if (document.visibilityState !== 'visible') start();
  else afterFirstPaint();
  document.addEventListener('visibilitychange', start, { once: true });
})();
