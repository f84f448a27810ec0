import { register } from '@tala/contract/register';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { consumeChallenge } from '../challenge/service.ts';
import { assertPhone, brandRules } from '../member/field-errors.ts';
import { agentByCode, memberByMobile } from '../member/queries.ts';
import { phoneTarget, sendSmsCode } from '../notify/codes.ts';
import { numberTakenSmsText } from '../notify/templates.ts';
import { smsProvider } from '../../providers/sms/index.ts';
import { isKnownDialingCode } from '../system/queries.ts';
import { brandName } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
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
      // Same answer whether or not the number is taken, after the same per-IP and per-number limits:
      // the call must not tell a stranger who is a member. The holder of a taken number gets a notice
      // instead of a code (so registering with it fails on the code, not with MOBILE_TAKEN).
      const target = phoneTarget(input.countryDialingCode, input.mobileNo);
      const holder = await memberByMobile(db, input.countryDialingCode, input.mobileNo);
      const sent = await sendSmsCode(platform, { purpose: 'register', target, ip, deliver: holder === null });
      if (holder) {
        const brand = await brandName(db);
        await smsProvider(db).send(target, numberTakenSmsText(resolveLanguage(holder.language), { brand }));
      }
      return sent;
    });

    bind(register.affiliate, async ({ input, ip }) => {
      await enforce(rateLimiter(platform), `affiliate:ip:${ip}`, limits.affiliatePerIp);
      const agent = /^[A-Za-z0-9]{1,32}$/.test(input.code) ? await agentByCode(db, input.code) : null;
      if (!agent) throw new AppError('AFFILIATE_INVALID', { field: 'code' });
      return { code: agent.affiliate_code, valid: true as const };
    });
  },
};
