import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function hmac(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Claims of a launch ticket: who plays what, from which wallet, until when. */
export interface TicketClaims {
  /** member id */
  m: number;
  /** platform session id: the ticket dies with the session (logout, revoke) */
  s: number;
  /** game node id */
  n: number;
  /** vendor code */
  v: string;
  /** wallet the stakes come from */
  w: string;
  /** PvP room, when launched into one */
  r?: number;
  /** language pack */
  l: string;
  /** expiry, unix seconds */
  e: number;
  /** random nonce: two tickets are never equal */
  j: string;
}

/** Launch tickets live 15 minutes; every round answers with a renewed one, so only idle play expires. */
export const TICKET_TTL_SECONDS = 15 * 60;

export function signTicket(secret: Buffer, claims: Omit<TicketClaims, 'e' | 'j'>, now = Date.now()): string {
  const full: TicketClaims = {
    ...claims,
    e: Math.floor(now / 1000) + TICKET_TTL_SECONDS,
    j: randomBytes(6).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${hmac(secret, body)}`;
}

/** The claims of a valid, unexpired ticket; null for anything forged, malformed or expired. */
export function verifyTicket(secret: Buffer, ticket: string, now = Date.now()): TicketClaims | null {
  if (typeof ticket !== 'string' || ticket.length > 1024) return null;
  const [body, sig, extra] = ticket.split('.');
  if (!body || !sig || extra !== undefined || !safeEqual(sig, hmac(secret, body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaims;
    if (typeof claims.e !== 'number' || claims.e * 1000 < now) return null;
    if (!Number.isInteger(claims.m) || !Number.isInteger(claims.n) || !Number.isInteger(claims.s)) return null;
    return claims;
  } catch {
    return null;
  }
}
