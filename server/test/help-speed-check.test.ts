import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../src/http/app.ts';
import { domains } from '../src/domains/index.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A page route (the API tests serve no web build): what a browser gets with index.html. */
const page: Domain = {
  name: 'test-page',
  register({ app }) {
    app.get('/test-page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>x</title>'));
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { domains: [...domains, page] });
});
afterAll(() => t.close());

const policyOf = async (url: string) => String((await t.app.inject({ url })).headers['content-security-policy']);

describe('speed check', () => {
  it('lists the brand domains for the browser to measure', async () => {
    const res = await t.call<{ routers: { url: string; speed: number }[] }>({ url: '/wps/system/domainRoute' });
    expect(res.body.value!.routers.map((r) => r.url)).toEqual([
      'https://www.tala.example',
      'https://m.tala.example',
      'https://play.tala.example',
    ]);
  });

  it('lets pages connect to the brand domains, and only pages, only those origins', async () => {
    const policy = await policyOf('/test-page');
    expect(policy).toContain("connect-src 'self' https://www.tala.example https://m.tala.example https://play.tala.example;");
    expect(policy).toContain("script-src 'self';");
    expect(await policyOf('/wps/system/status')).toContain("connect-src 'self';");
  });
});

describe('speed check with odd brand data', () => {
  it('skips entries that are not web addresses', async () => {
    const app = await startTestApp({}, { domains: [...domains, page] });
    try {
      await writeSetting(app.db, 'domainRoutes', ['javascript:alert(1)', 'not a url', 'https://ok.tala.example/path']);
      const policy = String((await app.app.inject({ url: '/test-page' })).headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https://ok.tala.example;");
    } finally {
      await app.close();
    }
  });
});
