import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { backoffMs, deliverDue, MAX_ATTEMPTS } from '../src/domains/notify/deliver.ts';
import { sendSmsCode } from '../src/domains/notify/codes.ts';
import { emailProvider } from '../src/providers/email/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { freshIp, solvedAltcha } from './session-helpers.ts';

/** What the fake SMTP server does with the next message: accept it, refuse it, or never answer. */
type Mode = 'accept' | 'refuse' | 'hang';
type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server (the smtp-server package) on a free port of this machine. */
async function startSmtp() {
  const received: Received[] = [];
  const modes: Mode[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mode = modes.shift() ?? 'accept';
        if (mode === 'hang') return; // the client times out
        if (mode === 'refuse') {
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, modes, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local HTTP SMS gateway: answers each request with the next status, or never (0). */
async function startGateway() {
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      if (status === 0) return; // the client times out
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"ok":true}' : '{"error":"busy"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    statuses,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

type Row = { id: number; status: string; attempts: number; body: string; last_error: string | null; subject: string };
const rowsTo = (t: TestApp, to: string) =>
  t.db.query<Row>('SELECT id, status, attempts, body, last_error, subject FROM outbox WHERE recipient = $1 ORDER BY id', [to]);

/**
 * "Now" for deliverDue: a queued message is due from the database's now(), and a PostgreSQL server's
 * clock may run a few milliseconds ahead of this process's; the later of the two makes it due.
 */
async function dueNow(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ ms: number }>('SELECT extract(epoch from clock_timestamp()) * 1000 AS ms');
  return Math.max(Date.now(), Math.ceil(Number(row!.ms)));
}

const sendEmail = (t: TestApp, to: string, subject: string, text: string) =>
  t.db.tx((sql) => emailProvider(sql).send(to, subject, text));

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let t: TestApp;
let seq = 0;
const mobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

beforeAll(async () => {
  smtp = await startSmtp();
  gateway = await startGateway();
  // as in production: no development outbox, real providers
  t = await startTestApp({
    devOutbox: false,
    smtp: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'Tala <no-reply@tala.test>' },
    smsGateway: {
      url: `http://127.0.0.1:${gateway.port}/send?key=k1`,
      template: '{"to":"{to}","message":"{text}"}',
      authorization: 'Bearer gw-secret',
    },
    deliveryTimeoutMs: 3000,
  });
});
beforeEach(() => {
  smtp.modes.length = 0;
  gateway.statuses.length = 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await gateway.close();
});

describe('e-mail over SMTP', () => {
  it('delivers a queued e-mail to the SMTP server, then forgets its text', async () => {
    await sendEmail(t, 'Ana@Example.com', 'Tala: confirm', 'Your verification code is 123456.');
    expect(await deliverDue(t.platform, await dueNow(t))).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo(t, 'ana@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, body: '', last_error: null });
    const got = smtp.received.at(-1)!;
    expect(got.to).toEqual(['ana@example.com']);
    expect(got.from).toBe('no-reply@tala.test');
    expect(got.raw).toMatch(/Subject: Tala: confirm/);
    expect(got.raw).toMatch(/Your verification code is 123456\./);
  });

  it('retries a refused e-mail after the backoff, and it arrives', async () => {
    smtp.modes.push('refuse');
    await sendEmail(t, 'busy@example.com', 'Tala: code', 'Your verification code is 222222.');
    const now = await dueNow(t);
    await deliverDue(t.platform, now);
    let [row] = await rowsTo(t, 'busy@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/451/);
    // not due again before the backoff
    await deliverDue(t.platform, now + backoffMs(1) - 1000);
    expect((await rowsTo(t, 'busy@example.com'))[0]!.attempts).toBe(1);
    await deliverDue(t.platform, now + backoffMs(1) + 10);
    [row] = await rowsTo(t, 'busy@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.at(-1)!.raw).toMatch(/222222/);
  });

  it('retries after an SMTP server that does not answer in time', async () => {
    smtp.modes.push('hang');
    await sendEmail(t, 'slow@example.com', 'Tala: code', 'Your verification code is 333333.');
    const now = await dueNow(t);
    const started = performance.now();
    await deliverDue(t.platform, now);
    expect(performance.now() - started).toBeLessThan(10_000); // bounded by DELIVERY_TIMEOUT_MS
    let [row] = await rowsTo(t, 'slow@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/time/i);
    await deliverDue(t.platform, now + backoffMs(1) + 10);
    [row] = await rowsTo(t, 'slow@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    for (let i = 0; i < MAX_ATTEMPTS; i++) smtp.modes.push('refuse');
    await sendEmail(t, 'never@example.com', 'Tala: code', 'Your verification code is 444444.');
    let now = await dueNow(t);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliverDue(t.platform, now);
      now += backoffMs(i) + 10;
    }
    const [row] = await rowsTo(t, 'never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, body: '' });
    smtp.modes.length = 0;
  });
});

describe('SMS through the HTTP gateway', () => {
  it('the request answers at once while the gateway hangs; the code arrives on the retry', async () => {
    gateway.statuses.push(0); // the first hand-over never gets an answer
    const mobileNo = mobile();
    const ip = freshIp();
    const asked = gateway.requests.length;
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo, altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the answer did not wait for the gateway: the code is queued, not yet attempted
    expect(gateway.requests.length).toBe(asked);
    expect((await rowsTo(t, `+63${mobileNo}`))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const now = await dueNow(t);
    await deliverDue(t.platform, now);
    let [row] = await rowsTo(t, `+63${mobileNo}`);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await deliverDue(t.platform, now + backoffMs(1) + 10);
    [row] = await rowsTo(t, `+63${mobileNo}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, body: '' });
    const req = gateway.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/send?key=k1');
    expect(req.headers.authorization).toBe('Bearer gw-secret');
    expect(req.headers['content-type']).toBe('application/json');
    const sent = JSON.parse(req.body) as { to: string; message: string };
    expect(sent.to).toBe(`+63${mobileNo}`);
    expect(sent.message).toMatch(/verification code is \d{6}\./);
  });

  it('retries a refusing gateway (5xx) and sends in the member’s language', async () => {
    const mobileNo = mobile();
    const m = await createTestMember(t.db, { mobile: mobileNo });
    await t.db.query(`UPDATE members SET language = 'zh' WHERE id = $1`, [m.id]);
    gateway.statuses.push(503);
    await sendSmsCode(t.platform, { purpose: 'login', target: `+63${mobileNo}`, ip: freshIp(), deliver: true });
    const now = await dueNow(t);
    await deliverDue(t.platform, now);
    let [row] = await rowsTo(t, `+63${mobileNo}`);
    expect(row!.status).toBe('pending');
    expect(row!.last_error).toMatch(/503/);
    await deliverDue(t.platform, now + backoffMs(1) + 10);
    [row] = await rowsTo(t, `+63${mobileNo}`);
    expect(row!.status).toBe('sent');
    expect(JSON.parse(gateway.requests.at(-1)!.body).message).toMatch(/您的验证码是 \d{6}/);
  });

  it('stops retrying a code once it has expired', async () => {
    const mobileNo = mobile();
    for (let i = 0; i < MAX_ATTEMPTS; i++) gateway.statuses.push(500);
    await sendSmsCode(t.platform, { purpose: 'login', target: `+63${mobileNo}`, ip: freshIp(), deliver: true });
    let now = await dueNow(t);
    let attempts = 0;
    while ((await rowsTo(t, `+63${mobileNo}`))[0]!.status === 'pending') {
      await deliverDue(t.platform, now);
      now += backoffMs(++attempts) + 10;
    }
    // 10+20+40+80+160 s: the fifth wait would pass the five minutes of the code
    expect(attempts).toBeLessThan(MAX_ATTEMPTS);
    expect((await rowsTo(t, `+63${mobileNo}`))[0]!.status).toBe('failed');
    gateway.statuses.length = 0;
  });

  it('fills a GET-style gateway URL', async () => {
    const g = await startTestApp({
      devOutbox: false,
      smsGateway: {
        url: `http://127.0.0.1:${gateway.port}/get?to={to}&msg={text}`,
        template: undefined,
        authorization: undefined,
      },
      deliveryTimeoutMs: 3000,
    });
    try {
      await g.db.tx((sql) => sql.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('sms', '+639170000001', 'a&b c')`));
      const now = await dueNow(g);
      await deliverDue(g.platform, now);
      // an idle keep-alive socket the gateway closed at that moment fails one attempt: the retry is the cure
      if ((await rowsTo(g, '+639170000001'))[0]!.status === 'pending') await deliverDue(g.platform, now + backoffMs(1) + 10);
      expect((await rowsTo(g, '+639170000001'))[0]!.status).toBe('sent');
      const req = gateway.requests.at(-1)!;
      expect(req.method).toBe('GET');
      expect(req.url).toBe('/get?to=%2B639170000001&msg=a%26b%20c');
    } finally {
      await g.close();
    }
  });
});

describe('without providers', () => {
  it('development keeps messages in the outbox; production marks them failed', async () => {
    const dev = await startTestApp({ devOutbox: true, smtp: undefined, smsGateway: undefined });
    try {
      await sendEmail(dev, 'dev@example.com', 'Tala', 'Your verification code is 555555.');
      await deliverDue(dev.platform, await dueNow(dev));
      expect((await rowsTo(dev, 'dev@example.com'))[0]).toMatchObject({
        status: 'kept',
        body: 'Your verification code is 555555.',
      });
      const page = await dev.call<{ messages: { code: string; status: string }[] }>({
        url: '/dev/outbox.json?to=dev@example.com',
      });
      expect(page.body.value!.messages[0]).toMatchObject({ code: '555555', status: 'kept' });
    } finally {
      await dev.close();
    }
    const prod = await startTestApp({ devOutbox: false, smtp: undefined, smsGateway: undefined });
    try {
      await sendEmail(prod, 'prod@example.com', 'Tala', 'Your verification code is 666666.');
      await deliverDue(prod.platform, await dueNow(prod));
      expect((await rowsTo(prod, 'prod@example.com'))[0]).toMatchObject({ status: 'failed', body: '' });
    } finally {
      await prod.close();
    }
  });

  it('reads the delivery settings from the environment', () => {
    const c: Config = loadConfig({
      SMTP_URL: 'smtps://u%40x:p%3Aw@mail.example:465',
      SMTP_FROM: 'Tala <no-reply@tala.example>',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TEMPLATE: 'to={to}&text={text}',
      DELIVERY_TIMEOUT_MS: '5000',
    });
    expect(c.smtp).toEqual({ url: 'smtps://u%40x:p%3Aw@mail.example:465', from: 'Tala <no-reply@tala.example>' });
    expect(c.smsGateway).toEqual({ url: 'https://sms.example/send', template: 'to={to}&text={text}', authorization: undefined });
    expect(c.deliveryTimeoutMs).toBe(5000);
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ SMS_GATEWAY_TEMPLATE: '{to}' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
