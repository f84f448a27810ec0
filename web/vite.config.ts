import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointMetadata } from './build/endpoint-metadata.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The platform server watched by `npm run dev` (scripts/dev.mjs). */
const apiTarget = 'http://127.0.0.1:8081';

/** Every path prefix the platform API answers; the rest is the SPA. */
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/api', '/dev', '/media', '/vendor'];

export default defineConfig({
  plugins: [react(), endpointMetadata(), serviceWorker()],
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
      // the brand's web app manifest, made by the server from its settings
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
      // push events: WebSocket upgrade and server-sent events share this prefix
      '/push': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
