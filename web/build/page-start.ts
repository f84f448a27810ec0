import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Emits the starter of server-drawn pages (build/start/page-start.js) as a build file named by its
 * content, so browsers keep it for a year like the other assets. The platform server finds it by its
 * name (`assets/page-start-<hash>.js`) and, on a page it drew, writes it in place of the module
 * script and its preload links: the page paints before the app's scripts are asked for.
 */
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'start/page-start.js'), 'utf8');

export function pageStart(): Plugin {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return {
    name: 'tala:page-start',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `assets/page-start-${hash}.js`, source });
    },
  };
}
