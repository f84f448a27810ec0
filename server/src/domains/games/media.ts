import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { artworkAddress, sendArtwork } from '../../http/artwork-image.ts';
import { pick, resolveLanguage } from '../system/text.ts';
import { gameSvg, vendorSvg } from './artwork.ts';

// addresses carry the drawing's version (gameArtVersion), so a tile may be kept for a week
const cacheControl = 'public, max-age=604800';
const notFound = { success: false, code: 'NOT_FOUND', message: 'No such image' };

/**
 * Game tiles (/media/game/<nodeId>.webp?lang=) and vendor icons (/media/vendor/<CODE>.webp), drawn on
 * request; `.svg` gives the drawing itself.
 */
export function registerGameMedia(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/media/game/:id', async (req, reply) => {
    const address = artworkAddress(req.params.id);
    const id = Number(address.id);
    if (!Number.isInteger(id) || id <= 0) return reply.status(404).send(notFound);
    const [row] = await db.query<{
      name: Record<string, string>;
      vendor: string;
      classify: string;
      art: { hue?: number; motif?: number; seed?: number };
      vendor_art: { hue?: number } | null;
    }>(
      `SELECT g.name, g.vendor, g.classify, g.art, v.art AS vendor_art
         FROM games g LEFT JOIN game_vendors v ON v.code = g.vendor WHERE g.node_id = $1`,
      [id],
    );
    if (!row) return reply.status(404).send(notFound);
    return sendArtwork(
      reply,
      address.format,
      gameSvg({
        name: pick(row.name, resolveLanguage(req.query.lang)),
        englishName: row.name.en,
        vendor: row.vendor,
        vendorHue: row.vendor_art?.hue,
        classify: row.classify,
        art: row.art,
      }),
      cacheControl,
    );
  });
  app.get<{ Params: { code: string } }>('/media/vendor/:code', async (req, reply) => {
    const { id: code, format } = artworkAddress(req.params.code);
    const [row] = await db.query<{ code: string; name: Record<string, string>; art: { hue?: number } }>(
      'SELECT code, name, art FROM game_vendors WHERE code = $1',
      [code],
    );
    if (!row) return reply.status(404).send(notFound);
    const drawing = vendorSvg({ code: row.code, name: row.name.en ?? row.code, hue: row.art.hue ?? 200 });
    return sendArtwork(reply, format, drawing, cacheControl);
  });
}
