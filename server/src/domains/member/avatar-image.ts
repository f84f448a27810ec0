import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** The served avatar's side: twice the largest place it shows (96 px), for sharp phones. */
export const AVATAR_SIZE = 256;
/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
const MAX_PIXELS = 40_000_000;

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The canvas size a PNG's header claims (IHDR is always the first chunk: width at 16, height at 20). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Decodes a PNG or JPEG to RGBA; null when the bytes do not decode or the canvas is too large. */
export function decodeImage(bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg'): Rgba | null {
  try {
    if (contentType === 'image/png') {
      const { width, height } = pngSize(bytes);
      if (width * height > MAX_PIXELS) return null;
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: png.width, height: png.height, data: png.data };
    }
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
    return { width: img.width, height: img.height, data: img.data };
  } catch {
    return null;
  }
}

/**
 * The centre square of an image scaled to `size` (or left at its own side when smaller: scaling up
 * adds no detail). Each target pixel is the area average of the source pixels under it, weighted by
 * alpha so transparent pixels do not darken the edges.
 */
export function squareThumbnail(src: Rgba, size: number): Rgba {
  const side = Math.min(src.width, src.height);
  const left = Math.floor((src.width - side) / 2);
  const top = Math.floor((src.height - side) / 2);
  const out = Math.min(size, side);
  const data = new Uint8Array(out * out * 4);
  const scale = side / out;
  for (let y = 0; y < out; y++) {
    const y0 = top + Math.floor(y * scale);
    const y1 = Math.max(y0 + 1, top + Math.floor((y + 1) * scale));
    for (let x = 0; x < out; x++) {
      const x0 = left + Math.floor(x * scale);
      const x1 = Math.max(x0 + 1, left + Math.floor((x + 1) * scale));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * src.width + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          const alpha = src.data[i + 3]!;
          r += src.data[i]! * alpha;
          g += src.data[i + 1]! * alpha;
          b += src.data[i + 2]! * alpha;
          a += alpha;
          n++;
        }
      }
      const o = (y * out + x) * 4;
      if (a > 0) {
        data[o] = Math.round(r / a);
        data[o + 1] = Math.round(g / a);
        data[o + 2] = Math.round(b / a);
      }
      data[o + 3] = Math.round(a / n);
    }
  }
  return { width: out, height: out, data };
}

/** Encodes as the upload was: PNG keeps transparency, JPEG stays a small photo. */
export function encodeImage(img: Rgba, contentType: 'image/png' | 'image/jpeg'): Uint8Array {
  if (contentType === 'image/jpeg') return new Uint8Array(jpeg.encode(img, 85).data);
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  return new Uint8Array(PNG.sync.write(png));
}
