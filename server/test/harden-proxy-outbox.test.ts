import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { Domain } from '../src/http/app.ts';
import { domains } from '../src/domains/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** Answers the client address the server settled on, so the proxy rule can be observed. */
const probe: Domain = {
  name: 'probe',
  register({ app }) {
    app.get('/test/ip', async (req) => ({ success: true, value: req.ip }));
  },
};

const ipOf = async (t: TestApp, remoteAddress: string, xff?: string) =>
  (await t.call<string>({ url: '/test/ip', remoteAddress, headers: xff ? { 'x-forwarded-for': xff } : {} })).body.value;

describe('development outbox: this machine only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a loopback client of a server without a proxy', async () => {
    const res = await t.call({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
    expect(res.status).toBe(200);
  });

  it('is not there for anyone else, nor through an undeclared proxy', async () => {
    for (const url of ['/dev/outbox.json?to=%2B639170000000', '/dev/outbox']) {
      expect((await t.call({ url, remoteAddress: '203.0.113.9' })).status).toBe(404);
      const proxied = await t.call({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(404);
      expect(proxied.body.code).toBe('NOT_FOUND');
    }
  });

  it('is never on in production, and off by default behind a proxy', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '1' }).devOutbox).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1', DEV_OUTBOX: '1' })).toThrow(/HOST=127\.0\.0\.1/);
    expect(loadConfig({ TRUST_PROXY: '1', DEV_OUTBOX: '1', HOST: '127.0.0.1' }).devOutbox).toBe(true);
  });
});

describe('TRUST_PROXY: the client address is the right-most untrusted hop', () => {
  it('parses hop counts, address lists and refuses "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/forge/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
  });

  it('with one hop, a forged left-most X-Forwarded-For value is ignored', async () => {
    const t = await startTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy }, { domains: [...domains, probe] });
    try {
      expect(await ipOf(t, '10.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
      expect(await ipOf(t, '10.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
      // a proxy on this machine: the socket is loopback, the visitor is not
      const viaProxy = await t.call({
        url: '/dev/outbox.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(viaProxy.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('with an address list, only the listed proxies may speak for the client', async () => {
    const trustProxy = loadConfig({ TRUST_PROXY: '10.0.0.0/24' }).trustProxy;
    const t = await startTestApp({ trustProxy }, { domains: [...domains, probe] });
    try {
      expect(await ipOf(t, '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
      expect(await ipOf(t, '10.0.0.5', '6.6.6.6, 10.0.0.9')).toBe('6.6.6.6');
      expect(await ipOf(t, '203.0.113.1', '6.6.6.6')).toBe('203.0.113.1');
    } finally {
      await t.close();
    }
  });
});
