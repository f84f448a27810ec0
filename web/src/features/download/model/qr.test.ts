import { describe, expect, it } from 'vitest';
import { absoluteLink } from './qr.ts';

describe('qr links', () => {
  it('makes brand links absolute for the camera', () => {
    expect(absoluteLink('/down?platform=ios', 'https://tala.example')).toBe('https://tala.example/down?platform=ios');
    expect(absoluteLink('https://apps.example/x.apk', 'https://tala.example')).toBe('https://apps.example/x.apk');
  });
});
