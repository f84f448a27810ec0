import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Domain } from '../../http/app.ts';
import { fromThisMachine } from '../../http/security.ts';
import { recentOutbox, type OutboxRow } from './queries.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The code or temporary password a message carries (for people trying the demo, and e2e tests). */
export function codeIn(body: string): string | null {
  // the temporary password follows its label (in each language's wording); a code is the message's
  // only 6-digit number
  return (
    /(?:code is|password:|sementara:|tạm thời:|临时密码：)\s*([A-Za-z0-9]{4,32})/i.exec(body)?.[1] ??
    /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1] ??
    null
  );
}

function page(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (r) => `<tr><td>${r.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${r.channel}</td>
<td>${escapeHtml(r.recipient)}</td><td><strong>${escapeHtml(r.subject)}</strong><pre>${escapeHtml(r.body)}</pre></td>
<td class="code">${escapeHtml(codeIn(r.body) ?? '')}</td><td>${r.status}${r.attempts > 1 ? ` (${r.attempts})` : ''}
${r.last_error ? `<pre>${escapeHtml(r.last_error)}</pre>` : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Tala dev outbox</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;background:#111827;color:#e5e7eb}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #374151;padding:.5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:.25rem 0 0;font:inherit}
.code{font:700 1.25rem ui-monospace,monospace;color:#fbbf24}p{color:#9ca3af}</style></head><body>
<h1>Outbox</h1><p>SMS and e-mail the platform sent (development only; this page refreshes every 10 s). Latest first.
Delivery: kept here (no provider configured), pending, sent (accepted by SMTP / the SMS gateway) or failed.</p>
<table><thead><tr><th>When (UTC)</th><th>Channel</th><th>To</th><th>Message</th><th>Code</th><th>Delivery</th></tr></thead><tbody>
${items || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}

/**
 * Development outbox: GET /dev/outbox (HTML) and /dev/outbox.json?to=… (JSON for e2e tests). Only
 * registered when config.devOutbox is on (never in production) and only answered to this machine
 * itself (it shows login codes: anyone else reading it could log in as any member).
 */
export const notifyDomain: Domain = {
  name: 'notify',
  register({ app, platform }) {
    if (!platform.config.devOutbox) return;
    const onlyThisMachine = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!fromThisMachine(req, platform.config))
        return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    };
    app.get('/dev/outbox', { onRequest: onlyThisMachine }, async (_req, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(await recentOutbox(platform.db, undefined));
    });
    app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', { onRequest: onlyThisMachine }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const to = typeof req.query.to === 'string' ? req.query.to.slice(0, 320) : undefined;
      const rows = await recentOutbox(platform.db, to);
      return {
        success: true,
        value: {
          messages: rows.map((r) => ({
            id: r.id,
            channel: r.channel,
            to: r.recipient,
            subject: r.subject,
            body: r.body,
            code: codeIn(r.body),
            status: r.status,
            createdAt: r.created_at.toISOString(),
          })),
        },
      };
    });
  },
};
