import type { HelpSearchHit, HelpVotes } from '@tala/contract/help';
import type { HelpCategory } from '@tala/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleText, sanitiseArticle } from '../src/domains/system/sanitise.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const centre = (language = 'en') =>
  t.call<{ categories: HelpCategory[] }>({ url: `/wps/system/helpCenter?language=${language}` });
const search = (q: string, language = 'en') =>
  t.call<{ hits: HelpSearchHit[] }>({ url: `/wps/help/search?q=${encodeURIComponent(q)}&language=${language}` });
const vote = (articleId: number, helpful: boolean, headers: Record<string, string> = {}, remoteAddress = '10.9.9.9') =>
  t.call<HelpVotes>({ method: 'POST', url: '/wps/help/vote', payload: { articleId, helpful }, headers, remoteAddress });

describe('help centre listing', () => {
  it('lists the seeded categories with articles under their deep-link names, in the asked language', async () => {
    const res = await centre();
    expect(res.status).toBe(200);
    const slugs = res.body.value!.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs).toEqual(
      expect.arrayContaining([
        'how-to-deposit',
        'how-to-withdraw',
        'how-to-bet-lottery',
        'user-agreement',
        'privacy-policy',
        'terms',
        'responsible-gaming',
      ]),
    );
    const fil = await centre('fil');
    const deposit = fil.body.value!.categories.find((c) => c.code === 'deposit')!;
    expect(deposit.title).toBe('Deposito');
  });

  it('sanitises the article HTML it serves', async () => {
    const [cat] = await t.db.query<{ id: number }>('SELECT id FROM help_categories ORDER BY id LIMIT 1');
    await t.db.query(
      `INSERT INTO help_articles (category_id, slug, title, content, sort) VALUES ($1, 'hostile', '{"en":"Hostile"}', $2::jsonb, 99)`,
      [
        cat!.id,
        JSON.stringify({
          en: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)></p>',
        }),
      ],
    );
    const res = await centre();
    const article = res.body.value!.categories.flatMap((c) => c.articles).find((a) => a.slug === 'hostile')!;
    expect(article.content).toBe('<p>Hi <a>x</a> </p>');
  });
});

describe('sanitiser', () => {
  it('strips scripts, styles, frames, forms and event handlers, keeps structure and safe links', () => {
    expect(sanitiseArticle('<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitiseArticle('<form action="/x"><input name="a"><button>go</button></form>')).toBe('go');
    expect(sanitiseArticle('<b onmouseover="x()" style="color:red" class="c">bold</b>')).toBe('<b>bold</b>');
    expect(sanitiseArticle('<ol><li><strong>one</strong></li></ol><h3>T</h3>')).toBe(
      '<ol><li><strong>one</strong></li></ol><h3>T</h3>',
    );
  });

  it('keeps only http, https, mailto and site-relative links', () => {
    expect(sanitiseArticle('<a href="https://ok.example/x">a</a>')).toBe('<a href="https://ok.example/x">a</a>');
    expect(sanitiseArticle('<a href="/help?article=terms">a</a>')).toBe('<a href="/help?article=terms">a</a>');
    expect(sanitiseArticle('<a href="mailto:help@tala.example">a</a>')).toBe('<a href="mailto:help@tala.example">a</a>');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      expect(sanitiseArticle(`<a href="${bad}">a</a>`)).toBe('<a>a</a>');
    }
  });

  it('gives plain text for search', () => {
    expect(articleText('<p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>')).toBe('Fish & chips one two');
  });
});

describe('help search', () => {
  it('finds articles holding every word, title matches first, with a plain-text excerpt', async () => {
    const res = await search('payment password');
    expect(res.status).toBe(200);
    const hits = res.body.value!.hits;
    expect(hits[0]).toMatchObject({ slug: 'how-to-withdraw', categoryCode: 'withdraw' });
    expect(hits[0]!.excerpt).toMatch(/payment password/);
    expect(hits[0]!.excerpt).not.toMatch(/</);
    const titled = (await search('DEPOSIT')).body.value!.hits;
    expect(titled[0]!.slug).toBe('how-to-deposit');
  });

  it('searches in the reader language and finds nothing for unknown words', async () => {
    expect((await search('magdeposito', 'fil')).body.value!.hits.map((h) => h.slug)).toContain('how-to-deposit');
    expect((await search('zzqxv')).body.value!.hits).toEqual([]);
  });

  it('refuses an empty or overlong query', async () => {
    expect((await search('   ')).body.code).toBe('VALIDATION_FAILED');
    expect((await search('x'.repeat(81))).status).toBe(400);
  });
});

describe('was this helpful', () => {
  it('counts one vote per visitor address and per member; voting again replaces the answer', async () => {
    const [row] = await t.db.query<{ id: number }>(`SELECT id FROM help_articles WHERE slug = 'terms'`);
    const id = row!.id;
    expect((await vote(id, true)).body.value).toEqual({ helpful: 1, notHelpful: 0 });
    expect((await vote(id, true)).body.value).toEqual({ helpful: 1, notHelpful: 0 });
    expect((await vote(id, false)).body.value).toEqual({ helpful: 0, notHelpful: 1 });
    const m = await createTestMember(t.db);
    // the member votes from the same address and is counted apart from the visitor
    expect((await vote(id, true, { token: m.token })).body.value).toEqual({ helpful: 1, notHelpful: 1 });
    expect((await vote(id, true, {}, '10.9.9.10')).body.value).toEqual({ helpful: 2, notHelpful: 1 });
  });

  it('refuses an unknown article', async () => {
    const res = await vote(987654, true);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
