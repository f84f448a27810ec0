import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readSetting } from './settings.ts';

const cacheMs = 60_000;

/** The origins of the brand's alternative domains (the domainRoutes setting); bad entries are skipped. */
function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // not a URL: the speed check cannot measure it either
    }
  }
  return [...origins];
}

/**
 * The speed check (side menu) times a request to each of the brand's alternative domains from the
 * browser, which the page's Content-Security-Policy (connect-src 'self') would block. Pages are
 * served with those origins added to connect-src, and nothing else: the policy stays as strict for
 * everything else. The list is read at most once a minute.
 */
export function allowDomainRoutesToConnect(app: FastifyInstance, db: Db): void {
  let cached: { at: number; origins: string[] } | null = null;
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const policy = reply.getHeader('content-security-policy');
    if (!type.startsWith('text/html') || typeof policy !== 'string') return payload;
    if (!cached || Date.now() - cached.at > cacheMs) {
      cached = { at: Date.now(), origins: originsOf(await readSetting(db, 'domainRoutes')) };
    }
    if (cached.origins.length) {
      reply.header(
        'Content-Security-Policy',
        policy.replace("connect-src 'self'", `connect-src 'self' ${cached.origins.join(' ')}`),
      );
    }
    return payload;
  });
}
