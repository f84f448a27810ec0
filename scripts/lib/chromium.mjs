/**
 * Debian's Chromium (`apt-get install chromium`; .ci/run installs it) with the flags that keep it
 * quiet and reproducible in containers and CI. Shared by the e2e suite, Lighthouse and the benches.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium still builds the browser's own UI, and in about one window in three preloads
  // the address bar's AI-mode popup, a WebUI page in a renderer of its own: 2-4 s of CPU per window,
  // which slowed every page under test on a 2-core machine. Chromium keeps only the last
  // --disable-features: a launcher with a list of its own must merge this one into it (lighthouse.mjs).
  // Later builds (156.0.8078.114) draw the whole address-bar popup as such a page, behind
  // WebUIOmniboxPopup, and load it in every window: both features stay off.
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup',
];
