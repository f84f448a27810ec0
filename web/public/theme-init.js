/* Applies the stored theme (local key `theme`, see src/shared/lib/storage.ts) before the first paint.
   Brand default is light. Kept tiny and external: the Content-Security-Policy forbids inline scripts. */
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch (e) {
    /* storage blocked: keep the default */
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
