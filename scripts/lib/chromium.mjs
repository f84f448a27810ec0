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
];
