import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type SharpModule from 'sharp';

/**
 * The demo brand's artwork (game tiles, vendor icons, banners) is drawn as SVG, and browsers get
 * it as WebP. A picture in SVG costs the page a document of its own: the browser parses, styles and
 * lays it out on the page's main thread, about 7 ms each on a fast machine and four times that on a
 * mid-range phone, a dozen times on a lobby's first screen. A bitmap costs only a decode, off the
 * main thread. An operator's own pictures are bitmaps already; the demo art now weighs on a phone
 * like them.
 *
 * Each drawing is rasterised once per node and kept in a bounded cache keyed by the drawing itself
 * (a renamed game gets a new picture at once); every node draws the same bytes, so no storage is
 * shared.
 */

export type ArtworkFormat = 'svg' | 'webp';

/** The id part of `10105.webp` / `10105.svg` / `10105`, and the format asked for (SVG by default). */
export function artworkAddress(param: string): { id: string; format: ArtworkFormat } {
  if (param.endsWith('.webp')) return { id: param.slice(0, -'.webp'.length), format: 'webp' };
  return { id: param.replace(/\.svg$/, ''), format: 'svg' };
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | undefined;

/** Loaded on the first picture asked for: a node that serves none keeps it out of memory. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((module) => {
    const sharp = module.default;
    // this cache keeps the encoded results; libvips's own cache of operations would only hold memory
    sharp.cache(false);
    // one thread per picture: two cores also serve requests
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

const maxEntries = 3_000;
const cache = new Map<string, Promise<Buffer>>();

/** The WebP of an SVG drawing, from the cache when this node drew it before (most recent last). */
export function webpOf(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = loadSharp().then((sharp) => sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer());
  cache.set(key, made);
  // a failed drawing is not kept: the next request tries again
  made.catch(() => cache.delete(key));
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return made;
}

/** How many drawings this node holds as WebP (for tests). */
export function cachedArtworkCount(): number {
  return cache.size;
}

/** Sends a drawing in the format its address asks for, with the route's cache-control. */
export async function sendArtwork(
  reply: FastifyReply,
  format: ArtworkFormat,
  svg: string,
  cacheControl: string,
): Promise<FastifyReply> {
  if (format === 'svg') {
    return reply.headers({ 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cacheControl }).send(svg);
  }
  const image = await webpOf(svg);
  return reply.headers({ 'content-type': 'image/webp', 'cache-control': cacheControl }).send(image);
}
