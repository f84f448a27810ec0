import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { glyphs } from './font.ts';

const WIDTH = 132;
const HEIGHT = 44;
const SCALE = 4;

type Rgb = [number, number, number];

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
  const i = (Math.floor(y) * WIDTH + Math.floor(x)) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
  for (let s = 0; s <= steps; s++) setPixel(png, x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, color);
}

/**
 * Draws the code as a PNG: each glyph scaled, sheared, rotated a little and offset at random, on a
 * light background with a wave distortion, noise dots and crossing lines.
 */
export function renderCaptcha(code: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const bg: Rgb = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) setPixel(png, x, y, bg);

  const phase = rand(0, Math.PI * 2);
  const amplitude = rand(1.5, 3);
  const cell = WIDTH / (code.length + 0.6);
  [...code].forEach((ch, index) => {
    const glyph = glyphs[ch];
    if (!glyph) return;
    const color: Rgb = [randomInt(10, 110), randomInt(10, 110), randomInt(40, 150)];
    const angle = rand(-0.3, 0.3);
    const shear = rand(-0.25, 0.25);
    const ox = cell * (index + 0.3) + rand(-3, 3);
    const oy = (HEIGHT - 7 * SCALE) / 2 + rand(-3, 3);
    const cx = 2.5 * SCALE;
    const cy = 3.5 * SCALE;
    // walk the glyph's scaled area at sub-pixel steps so rotation leaves no holes
    for (let gy = 0; gy < 7 * SCALE; gy += 0.5) {
      for (let gx = 0; gx < 5 * SCALE; gx += 0.5) {
        if (glyph[Math.floor(gy / SCALE)]?.[Math.floor(gx / SCALE)] !== '1') continue;
        const dx = gx - cx + shear * (gy - cy);
        const dy = gy - cy;
        const x = ox + cx + dx * Math.cos(angle) - dy * Math.sin(angle);
        const y = oy + cy + dx * Math.sin(angle) + dy * Math.cos(angle);
        setPixel(png, x, y + amplitude * Math.sin(x / 9 + phase), color);
      }
    }
  });

  for (let i = 0; i < 4; i++) {
    const color: Rgb = [randomInt(60, 180), randomInt(60, 180), randomInt(60, 180)];
    line(png, rand(0, WIDTH / 3), rand(0, HEIGHT), rand((WIDTH * 2) / 3, WIDTH), rand(0, HEIGHT), color);
  }
  for (let i = 0; i < 260; i++) {
    setPixel(png, randomInt(0, WIDTH), randomInt(0, HEIGHT), [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)]);
  }
  return PNG.sync.write(png);
}
