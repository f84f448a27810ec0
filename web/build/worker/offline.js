/* The offline page's script (emitted as /offline.js; precached by the service worker). Shows the
   texts in the visitor's language (the stored choice, else the browser's), the brand's name from the
   precached manifest, and reloads once the site answers again. The build fills TEXTS from the locale packs. */
(function () {
  'use strict';
  var TEXTS = __TEXTS__;
  var BY_PREFIX = { en: 'en', fil: 'fil', tl: 'fil', id: 'id', in: 'id', vi: 'vi', zh: 'zh' };

  function pack() {
    try {
      var stored = window.localStorage.getItem('lang');
      if (stored && TEXTS[stored]) return stored;
    } catch (e) {
      /* storage blocked: go by the browser */
    }
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
    for (var i = 0; i < wanted.length; i++) {
      var found = BY_PREFIX[String(wanted[i]).toLowerCase().split('-')[0]];
      if (found) return found;
    }
    return 'en';
  }

  var lang = pack();
  var texts = TEXTS[lang];
  var brand = document.getElementById('brand').textContent;

  function render() {
    document.documentElement.lang = lang;
    document.title = texts.title + ' · ' + brand;
    document.getElementById('brand').textContent = brand;
    document.getElementById('title').textContent = texts.title;
    document.getElementById('text').textContent = texts.text.replace(/\{\{brand\}\}/g, brand);
    document.getElementById('retry').textContent = texts.retry;
  }
  render();

  fetch('/manifest.webmanifest')
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (manifest) {
      if (manifest && typeof manifest.name === 'string' && manifest.name) {
        brand = manifest.name;
        render();
      }
    })
    .catch(function () {
      /* no manifest in the cache: keep the default name */
    });

  document.getElementById('retry').addEventListener('click', function () {
    window.location.reload();
  });
  // back as soon as the site answers again: on the browser's `online` event, and every few seconds
  // while the page is in view (the event never fires when the device was online but the site was not).
  // HEAD is never answered by the service worker, so an answer means the network and the site are up.
  function comeBackWhenReachable() {
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (response) {
        if (response.status < 500) window.location.reload();
      },
      function () {
        /* still unreachable */
      },
    );
  }
  window.addEventListener('online', comeBackWhenReachable);
  window.setInterval(function () {
    if (document.visibilityState === 'visible') comeBackWhenReachable();
  }, 5000);
})();
