import { createTransport } from 'nodemailer';

/** One e-mail handed to an SMTP server; rejects when the server refuses it or does not answer in time. */
type SendEmail = (to: string, subject: string, text: string) => Promise<void>;

/**
 * An SMTP sender for SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the server offers it; add
 * ?requireTLS=true to insist) or smtps://…:465 (TLS from the start). Each message opens its own
 * connection: sends are rare (codes, password recovery) and a pooled connection would only go stale.
 */
export function smtpSender(smtp: { url: string; from: string }, timeoutMs: number): SendEmail {
  const u = new URL(smtp.url);
  const flag = (name: string) => u.searchParams.get(name) === 'true';
  const transport = createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587,
    secure: u.protocol === 'smtps:',
    requireTLS: flag('requireTLS'),
    ignoreTLS: flag('ignoreTLS'),
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (to, subject, text) => {
    await transport.sendMail({ from: smtp.from, to, subject, text });
  };
}
