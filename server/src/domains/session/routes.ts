import { session } from '@tala/contract/session';
import type { Domain } from '../../http/app.ts';
import { activePayloadKey } from '../../http/crypto.ts';
import { closeRateLimiter, enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { AppError } from '../../http/app-error.ts';
import { assertPhone, brandRules } from '../member/field-errors.ts';
import { memberById, memberByMobile } from '../member/queries.ts';
import { phoneTarget, sendSmsCode } from '../notify/codes.ts';
import { consumeChallenge } from '../challenge/service.ts';
import { isModuleEnabled } from '../system/queries.ts';
import { freePlay } from './freeplay.ts';
import { login } from './login.ts';
import { startSession } from './start.ts';
import { consumeSessionToken, revokeSession } from './tokens.ts';

/**
 * Session domain: login, logout, free play, the payload key. Its member resolver and payload
 * decryption serve every endpoint through the binder's hooks (listed in domains/index.ts).
 */
export const sessionDomain: Domain = {
  name: 'session',
  register({ app, bind, platform }) {
    const { db } = platform;
    app.addHook('onClose', async () => closeRateLimiter(platform));

    bind(session.publicKey, async () => {
      const key = await activePayloadKey(db);
      return { kid: key.kid, publicKey: key.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' as const };
    });

    bind(session.login, async ({ input, ip, req, reply }) => {
      reply.header('cache-control', 'no-store');
      return login(platform, input, { ip, req });
    });

    bind(session.smsCode, async ({ input, ip }) => {
      const module = input.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3';
      if (!(await isModuleEnabled(db, module))) throw new AppError('FUNCTION_DISABLED');
      assertPhone(await brandRules(platform), input.mobileNum, 'mobileNum');
      await consumeChallenge(db, input.altcha);
      const member = await memberByMobile(db, input.countryDialingCode, input.mobileNum);
      return sendSmsCode(platform, {
        purpose: input.purpose,
        target: phoneTarget(input.countryDialingCode, input.mobileNum),
        ip,
        deliver: member !== null && member.status === 'active',
      });
    });

    // a token handed over in a URL is exchanged for a new session and stops working at once
    bind(session.loginInfo, async ({ input, ip, req, reply }) => {
      reply.header('cache-control', 'no-store');
      await enforce(rateLimiter(platform), `logininfo:ip:${ip}`, limits.loginPerIp);
      const memberId = await consumeSessionToken(db, input.token);
      const member = memberId === null ? null : await memberById(db, memberId);
      if (!member) throw new AppError('SESSION_EXPIRED');
      return startSession(platform, member, { ip, req });
    });

    bind(session.freePlay, async ({ input, ip, req }) => freePlay(platform, input, { ip, req }));

    bind(session.logout, async ({ member }) => {
      await revokeSession(db, member!.sessionId);
      return { loggedOut: true as const };
    });
  },
};
