import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pick, resolveLanguage } from '../system/text.ts';
import { gameSvg, vendorSvg } from './artwork.ts';

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };
const notFound = { success: false, code: 'NOT_FOUND', message: 'No such image' };

/** Game tiles (/media/game/<nodeId>.svg?lang=) and vendor icons (/media/vendor/<CODE>.svg), drawn on request. */
export function registerGameMedia(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/media/game/:id', async (req, reply) => {
    const id = Number(req.params.id.replace(/\.svg$/, ''));
    if (!Number.isInteger(id) || id <= 0) return reply.status(404).send(notFound);
    const [row] = await db.query<{
      name: Record<string, string>;
      vendor: string;
      classify: string;
      art: { hue?: number; motif?: number; seed?: number };
    }>('SELECT name, vendor, classify, art FROM games WHERE node_id = $1', [id]);
    if (!row) return reply.status(404).send(notFound);
    return reply.headers(svgHeaders).send(
      gameSvg({
        name: pick(row.name, resolveLanguage(req.query.lang)),
        vendor: row.vendor,
        classify: row.classify,
        art: row.art,
      }),
    );
  });
  app.get<{ Params: { code: string } }>('/media/vendor/:code', async (req, reply) => {
    const code = req.params.code.replace(/\.svg$/, '');
    const [row] = await db.query<{ code: string; name: Record<string, string>; art: { hue?: number } }>(
      'SELECT code, name, art FROM game_vendors WHERE code = $1',
      [code],
    );
    if (!row) return reply.status(404).send(notFound);
    return reply.headers(svgHeaders).send(vendorSvg({ code: row.code, name: row.name.en ?? row.code, hue: row.art.hue ?? 200 }));
  });
}
