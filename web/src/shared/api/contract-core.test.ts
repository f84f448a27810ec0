import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The start-up path imports the contract's core (module codes, role codes, push event names, money
 * rules) because it carries no schema library. That holds only while the core imports nothing but
 * itself; and the core has no barrel file, since one import of a barrel places every core module in
 * the first chunk, used there or not.
 */
const coreDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../contract/src/core');

describe('the contract core', () => {
  const files = fs.readdirSync(coreDir).filter((name) => name.endsWith('.ts'));

  it('imports only its own modules', () => {
    const outside = files.flatMap((name) => {
      const source = fs.readFileSync(path.join(coreDir, name), 'utf8');
      return [...source.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]/g)]
        .map((m) => m[1]!)
        .filter((spec) => !/^\.\/[\w-]+\.ts$/.test(spec))
        .map((spec) => `${name}: ${spec}`);
    });
    expect(files.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  it('has no barrel file', () => {
    expect(files).not.toContain('index.ts');
  });
});
