import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { readBrandFile } from '../src/seed/brand-file.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('refuses a brand file that is not valid, saying where', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-')), 'b.json');
    fs.writeFileSync(file, JSON.stringify({ site: { brandName: 1 } }));
    expect(() => readBrandFile(file)).toThrow(/site\.brandName/);
  });
});
