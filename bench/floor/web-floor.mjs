/**
 * The web floor (bench/floor/web): the least a React 19 page can be, built by the site's own Vite and
 * React plugin, measured like the home route (gzip level 9 of the entry chunk and its static imports,
 * from the manifest) and served for Lighthouse the way the platform serves the site: hashed assets
 * immutable, HTML revalidated, compressed as @fastify/compress does (Brotli quality 4 above 1 KB).
 * `npm run bench` divides the site's figures by these, measured in the same run.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { jsSizes, staticClosure } from '../../scripts/lib/budget.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const floorRoot = path.join(import.meta.dirname, 'web');

/** Builds the floor app into outDir (emptied first), with a manifest. */
export async function buildFloorWeb(outDir) {
  // the React plugin the site is built with: it belongs to the web workspace, so resolve it from there
  const pluginPath = createRequire(path.join(root, 'web/package.json')).resolve('@vitejs/plugin-react');
  const { default: react } = await import(pathToFileURL(pluginPath).href);
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // the site's build settings (web/vite.config.ts)
    build: { target: 'es2022', sourcemap: false, outDir, emptyOutDir: true, manifest: true },
  });
}

/** First-load JS of the floor: the entry chunk and its static imports, measured as the home route is. */
export function measureFloorWeb(outDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the floor build has no entry chunk');
  const files = jsSizes(outDir, manifest, staticClosure(manifest, [entry]));
  return {
    gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
    rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
    files,
  };
}

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves outDir on a free loopback port; resolves to { baseURL, stop }. */
export function serveFloorWeb(outDir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://floor').pathname);
    const rel = pathname === '/' ? 'index.html' : path.normalize(pathname).replace(/^[/\\]+/, '');
    const file = path.join(outDir, rel);
    // nothing outside the build and no build metadata (.vite/manifest.json)
    if (!file.startsWith(outDir + path.sep) || rel.split(path.sep).some((part) => part.startsWith('.')) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    let body = fs.readFileSync(file);
    const headers = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (body.length >= 1024 && /\bbr\b/.test(accepts)) {
      body = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      headers['content-encoding'] = 'br';
    } else if (body.length >= 1024 && /\bgzip\b/.test(accepts)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        baseURL: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}
