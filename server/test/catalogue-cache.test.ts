import { describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client.ts';
import { catalogueCache, catalogueChanged } from '../src/domains/games/cache.ts';
import { hiddenClassifies } from '../src/domains/games/visibility.ts';
import { putSetting } from '../src/domains/system/queries.ts';
import demoBrand from '../seed/demo-brand.json' with { type: 'json' };

describe('catalogue cache', () => {
  it('answers a key from memory while fresh and loads it again after its lifetime', async () => {
    const db = {};
    const cache = catalogueCache<number>(db, 40);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    const until = Date.now() + 45;
    while (Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keeps at most its bound of entries, dropping the oldest, so typed searches cannot fill memory', async () => {
    const cache = catalogueCache<string>({}, 60_000, 3);
    for (const k of ['a', 'b', 'c', 'd', 'e']) await cache.get(k, async () => k);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('starts afresh when the catalogue of its database changed, and only that database', async () => {
    const one = {};
    const other = {};
    const a = catalogueCache<number>(one, 60_000);
    const b = catalogueCache<number>(other, 60_000);
    let n = 0;
    await a.get('k', async () => ++n);
    await b.get('k', async () => ++n);
    catalogueChanged(one);
    expect(await a.get('k', async () => ++n)).toBe(3);
    expect(await b.get('k', async () => ++n)).toBe(2);
  });

  it('hands out its answers frozen, to the last nested value', async () => {
    const cache = catalogueCache<{ vendors: { code: string }[] }>({}, 60_000);
    const answer = await cache.get('k', async () => ({ vendors: [{ code: 'PXG' }] }));
    expect(Object.isFrozen(answer) && Object.isFrozen(answer.vendors) && Object.isFrozen(answer.vendors[0])).toBe(true);
    expect(() => answer.vendors.push({ code: 'X' })).toThrow(TypeError);
  });

  it('does not keep a failed load', async () => {
    const cache = catalogueCache<number>({}, 60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});

describe('hidden game kinds', () => {
  it('are read once per lifetime, not per request, and read again at once after a settings write', async () => {
    let reads = 0;
    const site = { ...demoBrand.site, languages: ['EN', 'TY'] };
    // a database that answers the settings query with the demo brand's site and counts it
    const db = {
      query: async (text: string) => {
        if (/^\s*INSERT INTO brand_settings/.test(text)) return [];
        if (/FROM brand_settings/.test(text)) reads++;
        return [{ value: site }];
      },
    } as unknown as Sql;
    expect(await hiddenClassifies(db)).toEqual([]);
    expect(await hiddenClassifies(db)).toEqual([]);
    expect(reads).toBe(1);
    site.languages = ['EN'];
    await putSetting(db, 'site', site);
    expect(await hiddenClassifies(db)).toEqual(['BINGO']);
    expect(reads).toBe(2);
  });
});
