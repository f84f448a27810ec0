import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_CODES, type ModuleCode } from '@tala/contract/core/modules';
import type { Endpoint } from '@tala/contract/endpoint';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useModule } from './system-queries.ts';

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

  it('names the module codes as a closed set, so a misspelt code does not compile', () => {
    // @ts-expect-error not a module code
    const typo: ModuleCode = 'FREEPLAY33';
    expect(MODULE_CODES).not.toContain(typo);
    expectTypeOf(useModule).parameter(0).toEqualTypeOf<ModuleCode>();
    expectTypeOf<Endpoint['module']>().toEqualTypeOf<ModuleCode | undefined>();
  });
});
