/**
 * The web build, shared by `npm start`, `npm test` (bundle budget, e2e) and `npm run bench`:
 * knows which files the build depends on, whether a build is older than any of them, and how to run
 * Vite into a chosen folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultWebDist = path.join(root, 'web/dist');

/** Everything a Vite build reads from the repository (dependencies aside). */
export const webSources = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'web/build',
  'web/package.json',
  'contract/src',
].map((p) => path.join(root, p));

/** The newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths = webSources) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** Why `outDir` needs a (re)build, or null when its build is newer than every source. */
export function staleReason(outDir = defaultWebDist, { manifest = false } = {}) {
  const index = path.join(outDir, 'index.html');
  if (!fs.existsSync(index)) return 'no build yet';
  if (manifest && !fs.existsSync(manifestPath(outDir))) return 'the build has no manifest';
  if (!fs.existsSync(serverRenderPath(outDir))) return 'the build has no server render bundle';
  return fs.statSync(index).mtimeMs < newestMtime() ? 'sources changed since the last build' : null;
}

export const manifestPath = (outDir) => path.join(outDir, '.vite/manifest.json');

/**
 * Runs `vite build` into outDir (emptied first). With manifest, Vite also writes .vite/manifest.json
 * (used to measure the bundle). Resolves on success, rejects with the build's exit code.
 */
/**
 * The server's render bundle (web/src/entry-server.tsx), written inside the build under a dot folder:
 * the static handler never serves dot folders, and a build and its renderer always match.
 */
export const serverRenderPath = (outDir) => path.join(outDir, '.server/entry-server.js');

function vite(args) {
  const bin = path.join(root, 'node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: path.join(root, 'web'), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Runs `vite build` into outDir (emptied first), then the server's render bundle into it. With
 * manifest, Vite also writes .vite/manifest.json (used to measure the bundle). Resolves on success,
 * rejects with the build's exit code.
 */
export async function buildWeb(outDir = defaultWebDist, { manifest = false, quiet = false } = {}) {
  const level = quiet ? ['--logLevel', 'warn'] : [];
  await vite(['build', '--outDir', outDir, '--emptyOutDir', ...(manifest ? ['--manifest'] : []), ...level]);
  const server = path.dirname(serverRenderPath(outDir));
  await vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', server, '--emptyOutDir', ...level]);
}

const shown = (dir) => (path.relative(root, dir).startsWith('..') ? dir : path.relative(root, dir) || dir);

/** Builds outDir unless it is already fresh; returns what it did, for the log. */
export async function ensureWebBuild(outDir = defaultWebDist, options = {}) {
  const reason = staleReason(outDir, options);
  if (!reason) return `web build in ${shown(outDir)} is up to date`;
  await buildWeb(outDir, options);
  return `built the web app into ${shown(outDir)} (${reason})`;
}
