import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationFiles } from '../src/db/migrate.ts';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function folderWith(names: string[]): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-migrations-'));
  for (const name of names) fs.writeFileSync(path.join(folder, name), 'SELECT 1;\n');
  return folder;
}

describe('migration files', () => {
  it('lists NNNN_name.sql files in order and leaves other files alone', () => {
    expect(migrationFiles(folderWith(['0200_ledger.sql', '0001_system.sql', 'README.md']))).toEqual([
      '0001_system.sql',
      '0200_ledger.sql',
    ]);
  });

  it('refuses a misnamed .sql file instead of skipping it', () => {
    expect(() => migrationFiles(folderWith(['0001_system.sql', '0900-promo-codes.sql']))).toThrow(
      /NNNN_name\.sql.*0900-promo-codes\.sql/,
    );
  });

  it('finds every committed migration well named', () => {
    expect(migrationFiles().length).toBeGreaterThan(50);
  });
});
