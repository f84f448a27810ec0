/* The offline page's script (emitted as /offline.js; precached by the service worker). Shows the
   texts in the visitor's language (the stored choice, else the browser's), the brand's name from the
   precached manifest, and reloads once the network is back. The build fills TEXTS from the locale packs. */
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
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
