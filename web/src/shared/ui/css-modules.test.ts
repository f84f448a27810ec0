import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, out);
    else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) out.push(full);
  }
  return out;
}

/** The class names a stylesheet defines (comments and url(...) contents aside). */
function definedClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set(Array.from(text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]!));
}

/**
 * A class a component names that its CSS module does not define is `undefined` at run time: the
 * element silently loses its look (a filter drawn as bare radio buttons after its styles moved to a
 * shared control). Every `styles.name` a component reads must be defined in the module it imports.
 */
describe('CSS modules', () => {
  it('define every class the components use', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files(src)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, name, spec] of code.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
        const css = fs.readFileSync(path.resolve(path.dirname(file), spec!), 'utf8');
        const defined = definedClasses(css);
        const used = new Set(Array.from(code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')), (m) => m[1]!));
        used.delete('module'); // the import path's own "x.module.css"
        for (const cls of used) {
          checked++;
          if (!defined.has(cls)) missing.push(`${path.relative(src, file)}: ${name}.${cls}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
