import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The game pages: plain HTML, CSS and JS files (no inline script, so our CSP holds inside the iframe). */
export const demoAssetsDir = path.resolve(import.meta.dirname, '../../../../vendor-assets/demo');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
};

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

function load(): Map<string, Asset> {
  const files = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (types[path.extname(entry.name)]) {
        const body = fs.readFileSync(full);
        const rel = path.relative(demoAssetsDir, full).split(path.sep).join('/');
        files.set(rel, {
          body,
          type: types[path.extname(entry.name)]!,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        });
      }
    }
  };
  if (fs.existsSync(demoAssetsDir)) walk(demoAssetsDir);
  return files;
}

/** Serves /vendor/demo/<engine>/ (index.html) and /vendor/demo/<file>, from memory, revalidated by ETag. */
export async function registerDemoAssets(app: FastifyInstance): Promise<void> {
  const files = load();
  app.get<{ Params: { '*': string } }>('/vendor/demo/*', async (req, reply) => {
    let rel = req.params['*'] ?? '';
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const asset = files.get(rel);
    if (!asset || rel.includes('..'))
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such file' });
    reply.header('etag', asset.etag).header('cache-control', rel.endsWith('.html') ? 'no-cache' : 'public, max-age=300');
    if (req.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  });
}
