import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { artworkAddress, sendArtwork } from '../../http/artwork-image.ts';
import { bannerSvg, logoSvg } from './artwork.ts';
import { brandName } from './settings.ts';

/** The banner button's label when the brand gives none. */
export const defaultCta = { en: 'Play now', fil: 'Maglaro na', id: 'Main sekarang', vi: 'Chơi ngay', zh: '立即游戏' };

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
// banner addresses carry the drawing's version (artVersion), so a picture may be kept for a long time
const bannerCacheControl = 'public, max-age=604800';

export function registerMedia(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string }; Querystring: { crop?: string } }>('/media/banner/:id', async (req, reply) => {
    const address = artworkAddress(req.params.id);
    const id = Number(address.id);
    if (!Number.isInteger(id) || id <= 0)
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such banner' });
    const [row] = await db.query<{ art: { theme: string; motif?: string } }>('SELECT art FROM banners WHERE id = $1', [id]);
    if (!row) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such banner' });
    const crop = req.query.crop === 'phone' ? 'phone' : 'wide';
    const drawing = bannerSvg({ id, theme: row.art.theme, motif: row.art.motif, crop });
    return sendArtwork(reply, address.format, drawing, bannerCacheControl);
  });
  app.get('/media/logo.svg', async (_req, reply) => {
    return reply.headers(svgHeaders).send(logoSvg(await brandName(db)));
  });
}
