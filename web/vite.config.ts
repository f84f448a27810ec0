import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointMetadata } from './build/endpoint-metadata.ts';
import { pageStart } from './build/page-start.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The platform server watched by `npm run dev` (scripts/dev.mjs). */
const apiTarget = 'http://127.0.0.1:8081';

/** Every path prefix the platform API answers; the rest is the SPA. */
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/api', '/dev', '/media', '/vendor'];

/**
 * CSS-module names: `_<module>_<n>`, where <module> is five characters of a hash of the sheet's path
 * and <n> the name's place among the sheet's classes and keyframes, in base 36. Vite's default
 * (`_<name>_<hash>_<line>`) made every class name three to four times as long, in the scripts' class
 * maps, the sheets and every drawn page's HTML. The server finds a drawn page's sheets by <module>
 * (server/src/http/page-render.ts), so the two must keep the same shape.
 */
function scopedName(local: string, filename: string, css: string): string {
  const file = path
    .relative(import.meta.dirname, filename.split('?')[0]!)
    .split(path.sep)
    .join('/');
  const hex = createHash('sha256').update(file).digest('hex');
  const sheet = BigInt(`0x${hex.slice(0, 12)}`)
    .toString(36)
    .padStart(10, '0')
    .slice(0, 5);
  const names = [
    ...new Set([
      ...[...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!),
      ...[...css.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]!),
    ]),
  ];
  const place = names.indexOf(local);
  return `_${sheet}_${place >= 0 ? place.toString(36) : local}`;
}

/**
 * Fewer, larger chunks where every page loads them anyway. Left to itself, the bundler gives every
 * set of modules shared by a different set of importers a chunk of its own: the first page then
 * fetched about 55 scripts, most under 1 KB compressed, and each costs the phone a request, a
 * compile and a task, and the browser and the server their share of the same two cores.
 * - `index`: the entry and everything it imports statically, in one file (it had twelve).
 * - `shell-parts`: the shell's parts that every page loads right after its first paint (session
 *   start, tab bar, footer, push runtime, the centre's page table, the dialog tables, the language
 *   files' table) and what they import: one request instead of about twenty. They stay out of the
 *   first download, as before.
 */
const shellParts = [
  'src/features/auth/components/session-start.tsx',
  'src/app/compose/push-runtime.tsx',
  'src/app/layout/tab-bar.tsx',
  'src/app/layout/footer.tsx',
  'src/app/compose/centre-pages.ts',
  'src/shared/i18n/locale-files.ts',
  'src/app/dialogs/dialog-modules.ts',
  'src/app/errors/chunk-error-dialog.tsx',
  'src/app/service-worker/register.ts',
].map((file) => path.join(import.meta.dirname, file));

const chunkGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  { name: 'shell-parts', test: (id: string) => shellParts.includes(id.split('?')[0]!), priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  // the server's render bundle (src/entry-server.tsx) needs neither the service worker, the page starter nor public/
  plugins: [react(), endpointMetadata(), ...(isSsrBuild ? [] : [serviceWorker(), pageStart(), precompress()])],
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
      // the brand's web app manifest, made by the server from its settings
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
      // push events: WebSocket upgrade and server-sent events share this prefix
      '/push': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  css: { modules: { generateScopedName: scopedName } },
  // the render bundle carries its packages: it runs from wherever the build was written
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // the platform server reads it to write a drawn page's stylesheets in the order the app loads them
    manifest: !isSsrBuild,
    // No modulepreload polyfill in the entry: the page's starter and Vite's loader add the links, and
    // the loader already falls back to rel=preload where modulepreload is unknown (Safari before 17);
    // the polyfill ran after the first links anyway, for 0.4 KB of every first download.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
