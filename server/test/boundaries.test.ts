import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries are lint rules (eslint.config.js, ADR 0007). These cases lint
 * made-up files placed inside server/src with the repository's own configuration, so a zone that
 * stopped matching, or a cycle check that stopped parsing TypeScript, fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const restricted = expect.objectContaining({ rule: 'import-x/no-restricted-paths' });

describe('server import boundaries', () => {
  it('http never imports a domain', async () => {
    const found = await problems(
      'server/src/http/fixture.ts',
      "import { isMaintenance } from '../domains/system/flags.ts';\nexport const gate = isMaintenance;\n",
    );
    expect(found).toContainEqual(restricted);
    expect(found.find((p) => p.rule === 'import-x/no-restricted-paths')?.message).toMatch(/never imports a domain/);
  });

  it('a provider never imports a domain, even for a type', async () => {
    const found = await problems(
      'server/src/providers/games/demo/fixture.ts',
      "import type { GameRow } from '../../../domains/games/queries.ts';\nexport type Row = GameRow;\n",
    );
    expect(found).toContainEqual(restricted);
  });

  it('a domain never imports ops or the composition roots', async () => {
    for (const source of ['../../ops/commands.ts', '../../platform.ts']) {
      const found = await problems(
        'server/src/domains/system/fixture.ts',
        `import * as m from '${source}';\nexport const x = m;\n`,
      );
      expect(found, source).toContainEqual(restricted);
    }
  });

  it('refuses an import cycle between server modules', async () => {
    // flags.ts is imported by gate.ts: a flags.ts that imports gate.ts closes a cycle
    const found = await problems(
      'server/src/domains/system/flags.ts',
      "import { gateState } from './gate.ts';\nexport const state = gateState;\n",
    );
    expect(found).toContainEqual(expect.objectContaining({ rule: 'import-x/no-cycle' }));
  });

  it('lets each layer import the layers below it', async () => {
    expect(
      await problems(
        'server/src/domains/system/fixture.ts',
        "import { AppError } from '../../http/app-error.ts';\nimport { secretOf } from '../../providers/games/secrets.ts';\nexport const x = [AppError, secretOf];\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/src/ops/fixture.ts',
        "import { opsCommands } from '../domains/index.ts';\nexport const x = opsCommands;\n",
      ),
    ).toEqual([]);
  });
});
