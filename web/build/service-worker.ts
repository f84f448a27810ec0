import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * Emits the service worker (/sw.js) and the offline page (/offline.html, /offline.js) into a build.
 * The worker's precache list is this build's app shell (the entry chunk, its static imports and their
 * styles) and the offline page's files; its version is a hash of that list and of the worker's own
 * source, so every build that changes the shell is a new worker the browser offers as an update.
 * The offline page's texts come from the locale packs (namespace `download`, key `offline`), so they
 * are translated like the rest of the site yet need no script chunk from the network.
 */
const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, '../src/shared/i18n/locales');

/** Files the offline page needs besides itself (public/ files and the server's manifest). */
const OFFLINE_FILES = ['/offline.html', '/offline.js', '/theme-init.js', '/favicon.svg', '/manifest.webmanifest'];

interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

function offlineTexts(): Record<string, OfflineTexts> {
  const texts: Record<string, OfflineTexts> = {};
  for (const pack of readdirSync(localesDir)) {
    const file = join(localesDir, pack, 'download.json');
    const { offline } = JSON.parse(readFileSync(file, 'utf8')) as { offline: OfflineTexts };
    texts[pack] = { title: offline.title, text: offline.text, retry: offline.retry };
  }
  return texts;
}

function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output);
  return [...files].sort().map((file) => `/${file}`);
}

export function serviceWorker(): Plugin {
  return {
    name: 'tala:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const read = (name: string) => readFileSync(join(here, 'worker', name), 'utf8');
      const precache = [...OFFLINE_FILES, ...shellFiles(bundle)];
      const offlineScript = read('offline.js').replace('__TEXTS__', JSON.stringify(offlineTexts()));
      const offlinePage = read('offline.html');
      const template = read('sw.js');
      const version = createHash('sha256')
        .update(JSON.stringify(precache))
        .update(template)
        .update(offlineScript)
        .update(offlinePage)
        .digest('hex')
        .slice(0, 12);
      const worker = template.replace("'__VERSION__'", JSON.stringify(version)).replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineScript });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage });
    },
  };
}
