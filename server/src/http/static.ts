import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Prefixes that belong to the API; anything else unknown is a client route (history fallback). */
export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/api/', '/ops/', '/dev/', '/vendor/', '/media/', '/push'];

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, everything else revalidated,
 * index.html for any client route. Returns a sender for the fallback, or null when there is no build.
 */
export async function registerStatic(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'no web build found: the API is served, the site is not (run npm run build)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // never serve build metadata such as .vite/manifest.json
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const rel = path.relative(webDist, filePath);
      res.header('Cache-Control', rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  // "/" is the build folder itself, which the static handler refuses (index: false): serve the SPA
  app.get('/', (_req, reply) => sendIndex(reply));
  return sendIndex;
}
