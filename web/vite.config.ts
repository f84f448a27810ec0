import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointMetadata } from './build/endpoint-metadata.ts';
import { pageStart } from './build/page-start.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The platform server watched by `npm run dev` (scripts/dev.mjs). */
const apiTarget = 'http://127.0.0.1:8081';

/** Every path prefix the platform API answers; the rest is the SPA. */
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/api', '/dev', '/media', '/vendor'];

export default defineConfig(({ isSsrBuild }) => ({
  // the server's render bundle (src/entry-server.tsx) needs neither the service worker, the page starter nor public/
  plugins: [react(), endpointMetadata(), ...(isSsrBuild ? [] : [serviceWorker(), pageStart()])],
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
      // the brand's web app manifest, made by the server from its settings
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
      // push events: WebSocket upgrade and server-sent events share this prefix
      '/push': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  // the render bundle carries its packages: it runs from wherever the build was written
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // the platform server reads it to write a drawn page's stylesheets in the order the app loads them
    manifest: !isSsrBuild,
  },
}));
