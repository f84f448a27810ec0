import { register } from '@tala/contract/register';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { consumeChallenge } from '../challenge/service.ts';
import { assertPhone, brandRules } from '../member/field-errors.ts';
import { agentByCode, memberByMobile } from '../member/queries.ts';
import { phoneTarget, sendSmsCode } from '../notify/codes.ts';
import { isKnownDialingCode } from '../system/queries.ts';
import { registerMember } from './service.ts';

/**
 * Register domain: registration by username and by mobile, its SMS code, invitation codes. The rules
 * and switches reach the web with the start-up permission (system domain), from the same settings.
 */
export const registerDomain: Domain = {
  name: 'register',
  register({ bind, platform }) {
    const { db } = platform;

    bind(register.username, async ({ input, ip, req }) => registerMember(platform, input, 'username', { ip, req }));
    bind(register.mobile, async ({ input, ip, req }) => registerMember(platform, input, 'mobile', { ip, req }));

    bind(register.sms, async ({ input, ip }) => {
      assertPhone(await brandRules(platform), input.mobileNo, 'mobileNo');
      if (!(await isKnownDialingCode(db, input.countryDialingCode)))
        throw new AppError('VALIDATION_FAILED', { field: 'countryDialingCode' });
      await consumeChallenge(db, input.altcha);
      if (await memberByMobile(db, input.countryDialingCode, input.mobileNo))
        throw new AppError('MOBILE_TAKEN', { field: 'mobileNo' });
      return sendSmsCode(platform, {
        purpose: 'register',
        target: phoneTarget(input.countryDialingCode, input.mobileNo),
        ip,
        deliver: true,
      });
    });

    bind(register.affiliate, async ({ input, ip }) => {
      await enforce(rateLimiter(platform), `affiliate:ip:${ip}`, limits.affiliatePerIp);
      const agent = /^[A-Za-z0-9]{1,32}$/.test(input.code) ? await agentByCode(db, input.code) : null;
      if (!agent) throw new AppError('AFFILIATE_INVALID', { field: 'code' });
      return { code: agent.affiliate_code, valid: true as const };
    });
  },
};
