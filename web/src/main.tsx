import './app/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './shared/theme/global.css';
import './shared/i18n/i18n.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { seedEmbeddedNotice, seedEmbeddedStartup } from './app/startup/embedded-startup.ts';
import { takeHandoverToken } from './shared/lib/handover-token.ts';

// A ?token handed over in the address leaves it before the router reads it (spec §4 login-info).
takeHandoverToken();

// Created before the first render so the current page's chunk loads while the start-up gate waits.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
// The start-up data the server put in the page, if any: the first render shows the app, not a wait.
seedEmbeddedStartup(queryClient);
seedEmbeddedNotice(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

// The service worker (offline page, cached build files, update prompt) registers once the page has
// loaded, from its own small chunk: nothing of it is in the first download. Production builds only:
// the development server's modules have no stable names to cache.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./app/service-worker/register.ts').then((module) => module.registerServiceWorker()),
    { once: true },
  );
}
