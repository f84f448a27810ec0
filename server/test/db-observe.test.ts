import { describe, expect, it } from 'vitest';
import { observeQueries, openPgliteMemory } from '../src/db/client.ts';
import { catalogueCache, catalogueChanged } from '../src/domains/games/cache.ts';

describe('observeQueries (the bench records the statements the server sends)', () => {
  it('shows every statement with its parameters, inside transactions too, and answers as the database does', async () => {
    const db = await openPgliteMemory();
    try {
      const seen: { text: string; params: readonly unknown[] }[] = [];
      const observed = observeQueries(db, (text, params) => seen.push({ text, params }));
      expect(observed.kind).toBe(db.kind);
      expect(await observed.query<{ n: number }>('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
      const inTx = await observed.tx(async (sql) => (await sql.query<{ n: number }>('SELECT $1::int + 1 AS n', [1]))[0]!.n);
      expect(inTx).toBe(2);
      expect(seen).toEqual([
        { text: 'SELECT $1::int AS n', params: [7] },
        { text: 'SELECT $1::int + 1 AS n', params: [1] },
      ]);
    } finally {
      await db.close();
    }
  });

  it('hands transactions the observed database, so a write in one empties the caches kept for it', async () => {
    const db = await openPgliteMemory();
    try {
      const observed = observeQueries(db, () => undefined);
      const cache = catalogueCache<number>(observed, 60_000);
      let loads = 0;
      await cache.get('k', async () => ++loads);
      await observed.tx(async (sql) => {
        expect(sql.database).toBe(observed);
        catalogueChanged(sql);
      });
      expect(await cache.get('k', async () => ++loads)).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('passes the after-commit callbacks through: they run once the transaction has committed', async () => {
    const db = await openPgliteMemory();
    try {
      const observed = observeQueries(db, () => undefined);
      const ran: string[] = [];
      await observed.tx(async (sql) => {
        expect(sql.afterCommit).toBeTypeOf('function');
        sql.afterCommit!(() => ran.push('after commit'));
        ran.push('in the transaction');
      });
      expect(ran).toEqual(['in the transaction', 'after commit']);
    } finally {
      await db.close();
    }
  });
});
