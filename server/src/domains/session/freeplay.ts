import { randomBytes, randomInt } from 'node:crypto';
import { TRIAL } from '@tala/contract/core/roles';
import type { LoginResult } from '@tala/contract/session';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { consumeChallenge } from '../challenge/service.ts';
import { memberById } from '../member/queries.ts';
import { creditMember } from '../wallet/ledger.ts';
import { publishBalance } from '../wallet/events.ts';
import { hashPassword } from './passwords.ts';
import { startSession } from './start.ts';

/** Demo money of a free-play account: 2,000.00 in minor units. */
export const FREE_PLAY_BALANCE = 200_000;

/**
 * Free play (FREEPLAY3): a trial account (isAgent 4) with demo money from the PROMO house account,
 * logged in at once. Its password is random and never shown: a trial lives as long as its session.
 */
export async function freePlay(
  platform: Platform,
  input: { altcha: string; language?: string | undefined },
  ctx: { ip: string; req: FastifyRequest },
): Promise<LoginResult> {
  await enforce(rateLimiter(platform), `freeplay:ip:${ctx.ip}`, limits.freePlayPerIp);
  await consumeChallenge(platform.db, input.altcha);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const language = input.language && /^[A-Za-z]{2,3}$/.test(input.language) ? input.language.toUpperCase() : 'EN';
  const id = await platform.db.tx(async (sql) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `trial${randomInt(10_000_000, 100_000_000)}`;
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO members (account, nickname, password_hash, is_agent, language, first_login)
         VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT DO NOTHING RETURNING id`,
        [account, `Guest ${account.slice(-4)}`, passwordHash, TRIAL, language],
      );
      if (!row) continue;
      await creditMember(sql, {
        key: `freeplay:${row.id}`,
        memberId: row.id,
        amount: FREE_PLAY_BALANCE,
        kind: 'freeplay.grant',
        house: 'PROMO',
      });
      return row.id;
    }
    throw new Error('could not pick a free trial account name');
  });
  await publishBalance(platform, id, { reason: 'freeplay.grant' });
  const member = await memberById(platform.db, id);
  return startSession(platform, member!, { ...ctx, passwordExpired: false });
}
