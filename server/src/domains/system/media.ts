import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bannerSvg, logoSvg } from './artwork.ts';
import { brandName } from './settings.ts';
import { pick, resolveLanguage } from './text.ts';

/** The banner button's label when the brand gives none. */
const defaultCta = { en: 'Play now', fil: 'Maglaro na', id: 'Main sekarang', vi: 'Chơi ngay', zh: '立即游戏' };

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

export function registerMedia(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/media/banner/:id', async (req, reply) => {
    const id = Number(req.params.id.replace(/\.svg$/, ''));
    if (!Number.isInteger(id) || id <= 0)
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such banner' });
    const [row] = await db.query<{ art: { headline: unknown; sub: unknown; cta?: unknown; theme: string } }>(
      'SELECT art FROM banners WHERE id = $1',
      [id],
    );
    if (!row) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such banner' });
    const lang = resolveLanguage(req.query.lang);
    return reply.headers(svgHeaders).send(
      bannerSvg({
        id,
        headline: pick(row.art.headline, lang),
        sub: pick(row.art.sub, lang),
        cta: row.art.cta ? pick(row.art.cta, lang) : defaultCta[lang],
        theme: row.art.theme,
      }),
    );
  });
  app.get('/media/logo.svg', async (_req, reply) => {
    return reply.headers(svgHeaders).send(logoSvg(await brandName(db)));
  });
}
